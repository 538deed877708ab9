// The Launch tab: a small tab on the page's right edge (plain DOM in the shadow root: no React on a page that is
// already heavy). It never depends on Ads Manager's markup, so it keeps out of where Ads Manager puts its own
// controls: the top bar above TOP_PX, and the bottom BOTTOM_PX, where the editing drawer has Publish and Close. The
// buyer drags it along the edge, or moves it with the arrow keys when it has the focus (docs/side-panel.md#the-launch-tab).

/** Kept free at the top of the page (Ads Manager's top bar). */
export const TOP_PX = 64;
/** Kept free at the bottom of the page (the editing drawer's footer: Publish and Close). */
export const BOTTOM_PX = 120;
export const HEIGHT_PX = 72;
/** One arrow key press moves the tab this share of its range. */
const KEY_STEP = 0.05;
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

// `--at`: where the tab is along its range, 0 (top) to 1 (bottom). The range is the viewport's height less the free
// top and bottom and the tab itself, so the tab keeps its place in proportion when the window is resized.
export const LAUNCH_BUTTON_CSS = `
  :host { all: initial; }
  button {
    position: fixed; right: 0; z-index: 2147483000; box-sizing: border-box; width: 26px; height: ${HEIGHT_PX}px;
    top: max(${TOP_PX}px, calc(${TOP_PX}px + (100vh - ${TOP_PX + BOTTOM_PX + HEIGHT_PX}px) * var(--at, 0.5)));
    writing-mode: vertical-rl; transform: rotate(180deg); touch-action: none; user-select: none;
    font: 600 13px/1 system-ui, sans-serif; color: #fff; background: #1c6ef2;
    border: 0; border-radius: 0 8px 8px 0; padding: 0; cursor: grab;
    box-shadow: 0 1px 6px rgba(0, 0, 0, .3);
  }
  button:hover { background: #155bd0; }
  button:active { cursor: grabbing; }
  button:focus-visible { outline: 3px solid #0b3d91; outline-offset: 2px; }
`;

const clamp = (at: number) => (Number.isFinite(at) ? Math.min(1, Math.max(0, at)) : 0.5);

/** `at`: where it starts (0 top, 1 bottom of its range); `onOpen`: a click, Enter or Space (not the end of a drag);
 * `onMove`: where the buyer left it. */
export function createLaunchTab(options: { at: number; onOpen: () => void; onMove: (at: number) => void }): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Launch';
  button.title = 'Open Salvo to launch a campaign in this ad account. Drag it, or use the up and down arrow keys, to move it along the edge.';
  let at = clamp(options.at);
  const moveTo = (next: number) => {
    at = clamp(next);
    button.style.setProperty('--at', String(at));
  };
  moveTo(at);
  const leave = (next: number) => {
    moveTo(next);
    options.onMove(at);
  };

  let drag: { pointerId: number; startY: number; startAt: number; moved: boolean } | null = null;
  let draggedJustNow = false;
  button.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    draggedJustNow = false;
    drag = { pointerId: e.pointerId, startY: e.clientY, startAt: at, moved: false };
    button.setPointerCapture(e.pointerId);
  });
  button.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const dy = e.clientY - drag.startY;
    if (!drag.moved && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    drag.moved = true;
    const range = window.innerHeight - TOP_PX - BOTTOM_PX - HEIGHT_PX;
    if (range > 0) moveTo(drag.startAt + dy / range);
  });
  const endDrag = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    if (drag.moved) {
      draggedJustNow = e.type === 'pointerup';
      options.onMove(at);
    }
    drag = null;
  };
  button.addEventListener('pointerup', endDrag);
  button.addEventListener('pointercancel', endDrag);
  // The click that ends a drag is not a click on the tab.
  button.addEventListener('click', () => {
    if (draggedJustNow) draggedJustNow = false;
    else options.onOpen();
  });
  button.addEventListener('keydown', (e) => {
    const next = { ArrowUp: at - KEY_STEP, ArrowDown: at + KEY_STEP, Home: 0, End: 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    leave(next);
  });
  return button;
}
