import fs from 'node:fs';
import path from 'node:path';
import { gzippedBytes, mantineStylesheetsOf, pageAssets, rawBytes, staticClosure, unstyledClasses } from './lib/bundle-size';
import { buildExtension, root } from './lib/stack';

// `npm run size`: builds the extension as `npm run build` does (into .output/size) and prints what each context
// loads before it runs, gzipped: the side panel's first screen (its entry chunk with the chunks that chunk imports
// statically, and its stylesheet; screens and dialogs loaded with import() are not counted), the background
// and the content script; then what loads later, and Step 2's part of it. Exits 1 when one is over its budget, or
// when built code uses a Mantine class whose styles do not load with it (Mantine's styles are imported per
// component: docs/architecture.md#size).

const KB = 1000;
const BUDGETS = { 'side panel, first screen JS': 200 * KB, 'side panel, first screen CSS': 20 * KB, background: 25 * KB, 'content script': 10 * KB };

const outDir = path.join(root, '.output', 'size');
fs.rmSync(outDir, { recursive: true, force: true });
await buildExtension({ apiUrl: process.env.WXT_API_BASE ?? 'http://127.0.0.1:4000', outDir });
const dir = path.join(outDir, 'chrome-mv3');

const page = pageAssets(fs.readFileSync(path.join(dir, 'sidepanel.html'), 'utf8'));
const parts: Record<keyof typeof BUDGETS, string[]> = {
  'side panel, first screen JS': [...new Set(page.scripts.flatMap((s) => staticClosure(dir, s)))],
  'side panel, first screen CSS': page.styles,
  background: staticClosure(dir, 'background.js'),
  'content script': staticClosure(dir, 'content-scripts/adsmanager.js'),
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
let over = false;
for (const [name, files] of Object.entries(parts) as Array<[keyof typeof BUDGETS, string[]]>) {
  const gz = gzippedBytes(dir, files);
  const ok = gz <= BUDGETS[name];
  over ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(30)} ${kb(gz).padStart(9)} gzipped (budget ${kb(BUDGETS[name])}), ${kb(rawBytes(dir, files))} in ${files.length} file(s)`,
  );
}
const lazy = fs.readdirSync(path.join(dir, 'chunks')).filter((f) => !parts['side panel, first screen JS'].includes(`chunks/${f}`));
console.log(
  `     loaded when first shown: ${kb(
    gzippedBytes(
      dir,
      lazy.map((f) => `chunks/${f}`),
    ),
  )} gzipped in ${lazy.length} chunk(s)`,
);
// Step 2, the largest of them: its chunk and the chunks it imports statically that the first screen has not loaded
// (its dialogs load when first opened). Printed to follow, not budgeted.
const stepTwo = lazy.find((f) => f.startsWith('step-two-'));
if (stepTwo) {
  const files = staticClosure(dir, `chunks/${stepTwo}`).filter((f) => !parts['side panel, first screen JS'].includes(f));
  console.log(`     of which Step 2: ${kb(gzippedBytes(dir, files))} gzipped, ${kb(rawBytes(dir, files))} in ${files.length} file(s)`);
}

// Styles: the first screen's stylesheet covers the classes its code uses; all stylesheets cover every chunk's.
const chunks = fs.readdirSync(path.join(dir, 'chunks')).map((f) => `chunks/${f}`);
const sheets = fs
  .readdirSync(path.join(dir, 'assets'))
  .filter((f) => f.endsWith('.css'))
  .map((f) => `assets/${f}`);
const unstyled = [
  { where: 'the first screen (add it to components/ui/mantine-styles.ts)', classes: unstyledClasses(dir, parts['side panel, first screen JS'], page.styles) },
  { where: 'a lazy part (add it to components/ui/mantine-styles-later.ts)', classes: unstyledClasses(dir, chunks, sheets) },
];
for (const { where, classes } of unstyled) {
  if (classes.length === 0) continue;
  over = true;
  const files = [...new Set(classes.flatMap(mantineStylesheetsOf))];
  console.log(`MISSING Mantine styles in ${where}: ${files.join(', ') || classes.join(', ')}`);
}
process.exit(over ? 1 : 0);
