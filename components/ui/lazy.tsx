import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Loader } from '@mantine/core';

// Screens and dialogs that are not the first screen load when first shown (docs/architecture.md#size):
// `lazyComponent` wraps a dynamic import of a named export, and <WhenLoaded> holds its place meanwhile.

/** The styles of everything but the first screen, loaded once: a lazy part renders only when they are there. */
let laterStyles: Promise<unknown> | undefined;
const loadLaterStyles = () => (laterStyles ??= import('./mantine-styles-later'));

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadLaterStyles()]);
    return { default: component };
  });
}

/** A spinner announced as `label`, where a screen, a step or a dialog is loading. */
function Loading({ label }: { label: string }) {
  return <Loader m="md" size="sm" role="status" aria-label={label} />;
}

/** `children`, or while their code loads a spinner announced as `label` (nothing flashes blank). */
export function WhenLoaded({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Loading label={label} />}>{children}</Suspense>;
}
