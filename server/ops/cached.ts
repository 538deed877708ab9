/**
 * `read` at most once every `ms`, callers meanwhile sharing its answer: what a probe or a scrape costs the database is
 * bounded however often, and by however many, it is asked.
 */
export function cached<T>(read: () => Promise<T>, ms: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= ms) last = { at: now, value: read() };
    return last.value;
  };
}
