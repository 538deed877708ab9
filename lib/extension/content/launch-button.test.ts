// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_PX, createLaunchTab, HEIGHT_PX, TOP_PX } from './launch-button';

// The Launch tab's own behaviour: a click opens, a drag or an arrow key moves it and says where it was left. Where it
// lands on a real page, against Ads Manager's drawer, is the e2e suite's (tests/e2e/ads-manager.spec.ts).

const onOpen = vi.fn();
const onMove = vi.fn();
let tab: HTMLButtonElement;
const at = () => Number(tab.style.getPropertyValue('--at'));
const pointer = (type: string, clientY: number) =>
  tab.dispatchEvent(new PointerEvent(type, { clientY, pointerId: 1, button: 0, bubbles: true, cancelable: true }));
/** The range a drag moves the tab over: the viewport less the free top, the free bottom and the tab. */
const range = () => window.innerHeight - TOP_PX - BOTTOM_PX - HEIGHT_PX;

beforeEach(() => {
  onOpen.mockClear();
  onMove.mockClear();
  tab = createLaunchTab({ at: 0.5, onOpen, onMove });
  // happy-dom has no pointer capture (Chromium's is the e2e suite's).
  tab.setPointerCapture = () => undefined;
  document.body.replaceChildren(tab);
});

describe('the Launch tab', () => {
  it('is a button named Launch that says how to move it, and a click opens the panel', () => {
    expect(tab.type).toBe('button');
    expect(tab.textContent).toBe('Launch');
    expect(tab.title).toContain('use the up and down arrow keys');
    tab.click();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves along the edge with the arrow keys, Home and End, within its range', () => {
    const key = (k: string) => tab.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    key('ArrowUp');
    expect(at()).toBeCloseTo(0.45);
    expect(onMove).toHaveBeenLastCalledWith(at());
    key('End');
    key('ArrowDown');
    expect(at()).toBe(1);
    key('Home');
    key('ArrowUp');
    expect(at()).toBe(0);
    expect(onMove).toHaveBeenCalledTimes(5);
    // Other keys are the button's: Enter still opens.
    key('Enter');
    expect(at()).toBe(0);
    expect(onMove).toHaveBeenCalledTimes(5);
  });

  it('is dragged along the edge; the click that ends a drag does not open the panel, the next one does', () => {
    pointer('pointerdown', 300);
    pointer('pointermove', 300 + range() / 4);
    pointer('pointerup', 300 + range() / 4);
    tab.click();
    expect(at()).toBeCloseTo(0.75);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(at());
    expect(onOpen).not.toHaveBeenCalled();
    tab.click();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('a press that moves less than 4 px is a click', () => {
    pointer('pointerdown', 300);
    pointer('pointermove', 303);
    pointer('pointerup', 303);
    tab.click();
    expect(at()).toBe(0.5);
    expect(onMove).not.toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('starts where it was left; a stored position that is not a share of its range is read as the middle', () => {
    const startAt = (stored: number) => Number(createLaunchTab({ at: stored, onOpen, onMove }).style.getPropertyValue('--at'));
    expect(startAt(0.2)).toBe(0.2);
    expect(startAt(7)).toBe(1);
    expect(startAt(Number.NaN)).toBe(0.5);
  });
});
