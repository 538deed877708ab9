// The creative library feature (docs/library.md): what app/ mounts.
export { LibraryView, type LibraryViewProps } from './library-view';
export type { LibrarySelection } from './selection';
