// The creative library feature (docs/library.md): what app/ takes from it. The view itself loads when first shown,
// from library-view.tsx (app/lazy-screens.ts, docs/architecture.md#size).
export type { LibrarySelection } from './selection';
