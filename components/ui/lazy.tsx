import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Loader } from '@mantine/core';

// Screens and dialogs that are not the first screen load when first shown (docs/architecture.md#size):
// `lazyComponent` wraps a dynamic import of a named export, and <WhenLoaded> holds its place meanwhile. A dialog
// opened by a button is a <LazyDialog>, opened and closed through `useLazyDialog`.

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

/** What a <LazyDialog> gives its dialog, for its Modal. */
export interface LazyDialogProps {
  opened: boolean;
  onClose: () => void;
  onExitTransitionEnd: () => void;
}

/** Opens and closes a <LazyDialog>; `opener` goes on the button that opens it. */
export function useLazyDialog() {
  const opener = useRef<HTMLButtonElement>(null);
  const [openings, setOpenings] = useState(0);
  const [opened, setOpened] = useState(false);
  const returnFocus = () => opener.current?.focus({ preventScroll: true });
  return {
    opener,
    openings,
    opened,
    open: () => {
      setOpenings((n) => n + 1);
      setOpened(true);
    },
    // Focus goes back to the button. Mantine's own return misses it when stacked dialogs close together: each gives
    // it to what was focused when it opened, the top one to the dialog under it.
    close: () => {
      setOpened(false);
      returnFocus();
    },
    // Once the dialog has gone, the focus must not be left nowhere: a dialog closed (Escape) before it had finished
    // opening still gets the focus from Mantine's focus trap, which moves it in a moment later, and loses it when
    // the dialog goes. Focus the user moved elsewhere stays there.
    closed: () =>
      setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) returnFocus();
      }),
  };
}

/**
 * A dialog whose code (a lazyComponent) loads when it is first opened: nothing before, a spinner while it loads. Each
 * opening mounts it afresh, so it starts from the draft as it is then, and closed for one render, so that it opens
 * with its transition as a dialog mounted with its button does.
 */
export function LazyDialog({ state, children }: { state: ReturnType<typeof useLazyDialog>; children: (modal: LazyDialogProps) => ReactNode }) {
  if (state.openings === 0) return null;
  return (
    <WhenLoaded label="Loading the dialog">
      <OpenedOnceMounted key={state.openings} state={state}>
        {children}
      </OpenedOnceMounted>
    </WhenLoaded>
  );
}

function OpenedOnceMounted({ state, children }: { state: ReturnType<typeof useLazyDialog>; children: (modal: LazyDialogProps) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children({ opened: state.opened && mounted, onClose: state.close, onExitTransitionEnd: state.closed });
}
