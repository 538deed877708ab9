// The creative library feature (issue 7): what app/ mounts.
export { LibraryView, type LibraryViewProps } from './library-view';
export type { LibrarySelection } from './selection';
