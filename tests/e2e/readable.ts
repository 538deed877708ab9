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
    if (cut || offWindow) continue;

    // Squeezed rather than cut: a label that runs out of its control (a button, a tab, a pill, a badge) overlaps
    // what is beside it.
    const control = el.closest('button, [role="button"], [role="tab"], .mantine-Pill-root, .mantine-Badge-root');
    if (control) {
      const c = control.getBoundingClientRect();
      if (box.left < c.left - 1 || box.right > c.right + 1)
        out.push(
          `the control ${where(control)} is narrower than its label "${short(text)}" (${Math.round(c.width)} px for ${Math.round(box.right - box.left)} px)`,
        );
    }
    // A word broken across lines where the word itself is short enough to fit: its box was squeezed (a pill one
    // letter per line). A word longer than half the panel may break anywhere, and a URL or an id (not only letters)
    // over two lines of a narrow table cell. Words end at a space and after a hyphen, where a line may wrap (not at
    // a slash: a URL is one word to the browser).
    if (new Set(rects.map((r) => Math.round(r.top))).size < 2) continue;
    const source = node.textContent ?? '';
    for (const m of source.matchAll(/[^\s\-\u2010-\u2014]+[\-\u2010-\u2014]?/g)) {
      if (m[0].length < 2) continue;
      const word = document.createRange();
      word.setStart(node, m.index);
      word.setEnd(node, m.index + m[0].length);
      const parts = [...word.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const lines = new Set(parts.map((r) => Math.round(r.top))).size;
      const width = parts.reduce((sum, r) => sum + r.width, 0);
      if (width <= window.innerWidth / 2 && (lines > 2 || (lines > 1 && /^[\p{L}'’]+[-\u2010-\u2014]?$/u.test(m[0])))) {
        out.push(`"${m[0]}" is broken across ${lines} lines (in "${short(text)}", ${where(el)}, ${Math.round(box.right - box.left)} px wide)`);
        break;
      }
    }
  }

  // A field's value wider than the field: only its start is seen. A one-line field's value measured in its font
  // against its content box: a value that runs into the padding is under what sits there (a clear button, a chevron).
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!seen(field) || ['checkbox', 'radio', 'hidden', 'range', 'file', 'color'].includes(field.type) || !field.value) continue;
    const s = getComputedStyle(field);
    measure.font = s.font;
    const room = field.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    const past = field.scrollWidth > field.clientWidth + 1 || (field.tagName === 'INPUT' && measure.measureText(field.value).width > room + 1);
    if (past && !norm(field.title).includes(norm(field.value))) out.push(`the value "${short(field.value)}" does not fit its field (${where(field)})`);
  }
  // A select shows its chosen option's text, cut at the select's content box (inside its padding, which keeps
  // the room of its chevron): that text measured in the select's font.
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

/** What is cut, squeezed or hidden on the screen, in words (none: an empty list), at the page's width; with the
 * headings that opened out of view since the last call. */
export async function unreadable(page: Page): Promise<string[]> {
  const problems = await page.evaluate(findUnreadable);
  const openings = await page.evaluate(() => {
    const w = window as unknown as { __salvoOpenings?: string[] };
    return w.__salvoOpenings?.splice(0) ?? [];
  });
  return [...openings, ...problems];
}

/** Fails when anything the buyer reads on the screen is cut or squeezed, or the page scrolls sideways, at the panel's
 * 320 px and at Chrome's 360 px (the test's width is given back), or when a screen's heading opened out of view. */
export async function expectReadable(page: Page, screen: string): Promise<void> {
  const size = page.viewportSize();
  const problems = await unreadable(page);
  if (size?.width === 320) {
    await page.setViewportSize({ ...size, width: 360 });
    // The layout at 360 px (a frame), once its transitions are over.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    problems.push(...(await page.evaluate(findUnreadable)).map((p) => `at 360 px: ${p}`));
    await page.setViewportSize(size);
  }
  // Soft: the test goes on, and names what it finds on every screen it visits.
  expect.soft(problems.map((p) => `${screen}: ${p}`)).toEqual([]);
}
