import fs from 'node:fs';
import path from 'node:path';
import { gzippedBytes, mantineStylesheetsOf, pageAssets, rawBytes, staticClosure, unstyledClasses } from './bundle-size';

// The size budgets of the built extension (docs/architecture.md#size), checked by `npm run size` on its own build and
// by `npm test` on the e2e run's (the same code; only the API's address differs, by a few bytes): what each context
// loads before it runs, gzipped. The side panel's first screen is its entry chunk with the chunks that chunk imports
// statically, and its stylesheet; screens and dialogs loaded with import() are not counted.

const KB = 1000;
export const BUDGETS = { 'side panel, first screen JS': 150 * KB, 'side panel, first screen CSS': 20 * KB, background: 25 * KB, 'content script': 10 * KB };
type Part = keyof typeof BUDGETS;

export interface SizeReport {
  /** Each part's figures, then what loads later, as `npm run size` prints them. */
  lines: string[];
  /** What fails the check: a part over its budget (named with its size and budget), or Mantine styles missing. */
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Measures the extension built in `dir` (its chrome-mv3 folder) against the budgets. */
export function checkSize(dir: string): SizeReport {
  const lines: string[] = [];
  const problems: string[] = [];
  const page = pageAssets(fs.readFileSync(path.join(dir, 'sidepanel.html'), 'utf8'));
  const parts: Record<Part, string[]> = {
    'side panel, first screen JS': [...new Set(page.scripts.flatMap((s) => staticClosure(dir, s)))],
    'side panel, first screen CSS': page.styles,
    background: staticClosure(dir, 'background.js'),
    'content script': staticClosure(dir, 'content-scripts/adsmanager.js'),
  };
  for (const [name, files] of Object.entries(parts) as Array<[Part, string[]]>) {
    const gz = gzippedBytes(dir, files);
    const ok = gz <= BUDGETS[name];
    if (!ok) problems.push(`${name}: ${kb(gz)} gzipped, over its budget of ${kb(BUDGETS[name])} (what loads and how to lighten it: docs/architecture.md#size)`);
    lines.push(
      `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(30)} ${kb(gz).padStart(9)} gzipped (budget ${kb(BUDGETS[name])}), ${kb(rawBytes(dir, files))} in ${files.length} file(s)`,
    );
  }
  const first = parts['side panel, first screen JS'];
  const lazy = fs
    .readdirSync(path.join(dir, 'chunks'))
    .map((f) => `chunks/${f}`)
    .filter((f) => !first.includes(f));
  lines.push(`     loaded when first shown: ${kb(gzippedBytes(dir, lazy))} gzipped in ${lazy.length} chunk(s)`);
  // Step 2, the largest of them: its chunk and the chunks it imports statically that the first screen has not loaded
  // (its dialogs load when first opened). Printed to follow, not budgeted.
  const stepTwo = lazy.find((f) => path.basename(f).startsWith('step-two-'));
  if (stepTwo) {
    const files = staticClosure(dir, stepTwo).filter((f) => !first.includes(f));
    lines.push(`     of which Step 2: ${kb(gzippedBytes(dir, files))} gzipped, ${kb(rawBytes(dir, files))} in ${files.length} file(s)`);
  }

  // Styles: the first screen's stylesheet covers the classes its code uses; all stylesheets cover every chunk's.
  const chunks = fs.readdirSync(path.join(dir, 'chunks')).map((f) => `chunks/${f}`);
  const sheets = fs
    .readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => `assets/${f}`);
  const unstyled = [
    { where: 'the first screen (add it to components/ui/mantine-styles.ts)', classes: unstyledClasses(dir, first, page.styles) },
    { where: 'a lazy part (add it to components/ui/mantine-styles-later.ts)', classes: unstyledClasses(dir, chunks, sheets) },
  ];
  for (const { where, classes } of unstyled) {
    if (classes.length === 0) continue;
    const files = [...new Set(classes.flatMap(mantineStylesheetsOf))];
    const line = `MISSING Mantine styles in ${where}: ${files.join(', ') || classes.join(', ')}`;
    lines.push(line);
    problems.push(line);
  }
  return { lines, problems };
}
