// Part of the side panel's readability check (readable.ts, docs/side-panel.md#widths): a screen's heading that opens
// out of sight. In a file of its own, as fixtures.ts adds it to the panel's page and readable.ts imports fixtures.ts.

/** Runs in the page from its start (the `panel` fixture adds it before the panel loads; self-contained): each time a
 * screen's heading shows or changes (a screen opens, the tracker's title becomes the result), whether it is in view
 * as the screen opens: not under the sticky app bar, not outside the panel. Measured as it mounts (after React's
 * layout effects) and again once the transitions have settled (a dialog scales in); found only when both say so, so
 * that a scroll the test makes afterwards is not the screen's. Read (and emptied) by `unreadable` in readable.ts. */
export function watchScreenOpenings(): void {
  const w = window as unknown as { __salvoOpenings?: string[] };
  if (w.__salvoOpenings) return; // added once more by a later test on the same page
  const found: string[] = [];
  w.__salvoOpenings = found;
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = new WeakMap<Element, string>();
  const hiddenBy = (h: Element): string | null => {
    if (!h.isConnected || !h.checkVisibility({ visibilityProperty: true })) return null;
    const r = h.getBoundingClientRect();
    const bar = h.closest('[role="dialog"]') ? null : document.querySelector('header');
    const barEnd = bar && /sticky|fixed/.test(getComputedStyle(bar).position) ? bar.getBoundingClientRect().bottom : 0;
    if (r.top < barEnd - 1) return `under the app bar (its top at ${Math.round(r.top)} px, the bar ends at ${Math.round(barEnd)} px)`;
    if (r.top < -1 || r.bottom > window.innerHeight + 1)
      return `outside the panel (${Math.round(r.top)} to ${Math.round(r.bottom)} px of ${window.innerHeight})`;
    return null;
  };
  const settled = async () => {
    for (;;) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  };
  const scan = () => {
    for (const h of document.querySelectorAll('main h1, main h2, [role="dialog"] h2')) {
      const text = norm(h.textContent);
      if (!text || shown.get(h) === text) continue;
      shown.set(h, text);
      if (!hiddenBy(h)) continue;
      void settled().then(() => {
        const why = hiddenBy(h);
        if (why && norm(h.textContent) === text) found.push(`the heading "${text}" opens ${why}`);
      });
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}
