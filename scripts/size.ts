import fs from 'node:fs';
import path from 'node:path';
import { checkSize } from './lib/size-check';
import { buildExtension, root } from './lib/stack';

// `npm run size`: builds the extension as `npm run build` does (into .output/size) and prints what each context
// loads before it runs, gzipped: the side panel's first screen, the background and the content script; then what
// loads later, and Step 2's part of it. Exits 1 when one is over its budget, or when built code uses a Mantine class
// whose styles do not load with it (scripts/lib/size-check.ts; `npm test` runs the same check).

const outDir = path.join(root, '.output', 'size');
fs.rmSync(outDir, { recursive: true, force: true });
await buildExtension({ apiUrl: process.env.WXT_API_BASE ?? 'http://127.0.0.1:4000', outDir });
const { lines, problems } = checkSize(path.join(outDir, 'chrome-mv3'));
console.log(lines.join('\n'));
process.exit(problems.length > 0 ? 1 : 0);
