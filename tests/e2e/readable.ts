import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The side panel's readability check (docs/side-panel.md#widths): at the panel's width nothing the buyer reads is
// cut. It fails a test when the page scrolls sideways, when a visible text runs past a box that clips it (an
// ellipsis, overflow hidden, a box that scrolls sideways) or past the window, or when a field's value (or a
// select's chosen option) is wider than the field; unless that whole text is also in a `title` or an `aria-label` on it or around it (a shortened name
// the buyer can read whole in a tooltip, and a screen reader reads whole).

/** Runs in the page: each problem found, in words. Self-contained (Playwright sends its source). */
function findUnreadable(): string[] {
  const out: string[] = [];
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);
  const where = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && parts.length < 3; e = e.parentElement) {
      const cls = [...e.classList].find((c) => c.startsWith('mantine-')) ?? e.classList[0];
      parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls ? `.${cls}` : ''}`);
    }
    return parts.join(' > ');
  };
  /** The whole text is said by a title or an aria-label on its element or around it (the button it names). */
  const saidWhole = (el: Element, text: string) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      for (const v of [e.getAttribute('title'), e.getAttribute('aria-label')]) if (v && norm(v).includes(text)) return true;
    }
    return false;
  };
  const seen = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) out.push(`the page scrolls sideways (${page.scrollWidth} px wide in ${page.clientWidth})`);

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = norm(node.textContent);
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, template, option') || !seen(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const box = {
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    // Up the containing blocks: a box clips what it contains, and an absolute or fixed box escapes its parents
    // up to its containing block (a fixed dialog is clipped by no page box).
    let cut: Element | null = null;
    let hidden = false;
    let need: 'any' | 'positioned' | 'transformed' = 'any';
    for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const transformed = s.transform !== 'none' || s.filter !== 'none' || s.perspective !== 'none' || /paint|layout|strict|content/.test(s.contain);
      if (a !== el && !(need === 'any' || (need === 'positioned' && (s.position !== 'static' || transformed)) || (need === 'transformed' && transformed)))
        continue;
      need = s.position === 'fixed' ? 'transformed' : s.position === 'absolute' ? 'positioned' : 'any';
      // Overflow applies to boxes, not to inline text (an inline <code> with overflow: auto clips nothing).
      const isBox = !s.display.startsWith('inline') || s.display === 'inline-block' || s.display === 'inline-flex' || s.display === 'inline-grid';
      const clipsX = isBox && s.overflowX !== 'visible';
      const clipsY = isBox && (s.overflowY === 'hidden' || s.overflowY === 'clip');
      if (!clipsX && !clipsY) continue;
      const r = a.getBoundingClientRect();
      // Text for screen readers only (Mantine's VisuallyHidden): a 1 px box that clips on purpose. A box squeezed to
      // nothing by its neighbours (a button's label in a row that gave it no room) is cut, not hidden.
      if ((r.width <= 1 || r.height <= 1) && (s.clip !== 'auto' || s.clipPath !== 'none')) {
        hidden = true;
        break;
      }
      const left = r.left + a.clientLeft;
      const top = r.top + a.clientTop;
      if (
        (clipsX && (box.left < left - 1 || box.right > left + a.clientWidth + 1)) ||
        (clipsY && (box.top < top - 1 || box.bottom > top + a.clientHeight + 1))
      ) {
        cut = a;
        break;
      }
    }
    if (hidden) continue;
    const offWindow = box.left < -1 || box.right > window.innerWidth + 1;
    if ((cut || offWindow) && !saidWhole(el, text)) out.push(`"${short(text)}" is cut (${where(el)}${cut ? `, in ${where(cut)}` : ', past the window'})`);
  }

  // A field's value wider than the field: only its start is seen.
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!seen(field) || ['checkbox', 'radio', 'hidden', 'range', 'file', 'color'].includes(field.type) || !field.value) continue;
    if (field.scrollWidth > field.clientWidth + 1 && !norm(field.title).includes(norm(field.value)))
      out.push(`the value "${short(field.value)}" does not fit its field (${where(field)})`);
  }
  // A select shows its chosen option's text, cut at the select's content box (inside its padding, which keeps
  // the room of its chevron): that text measured in the select's font.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const select of document.querySelectorAll('select')) {
    const text = norm(select.selectedOptions[0]?.text ?? null);
    if (!seen(select) || !text) continue;
    const s = getComputedStyle(select);
    measure.font = s.font;
    const room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (measure.measureText(text).width > room + 1 && !norm(select.title).includes(text))
      out.push(`the option "${short(text)}" does not fit its select (${where(select)})`);
  }
  return [...new Set(out)];
}

/** What is cut on the screen, in words (none: an empty list). */
export const unreadable = (page: Page): Promise<string[]> => page.evaluate(findUnreadable);

/** Fails when anything the buyer reads on the screen is cut at its width, or the page scrolls sideways. */
export async function expectReadable(page: Page, screen: string): Promise<void> {
  const problems = await unreadable(page);
  expect(problems.map((p) => `${screen}: ${p}`)).toEqual([]);
}
