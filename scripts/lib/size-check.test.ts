import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, checkSize } from './size-check';

// A built extension made by hand: each part gets as many random bytes as asked (gzip cannot shrink them), so a part is
// over or within its budget by construction.
function builtExtension(bytes: { firstScreen: number; lazy: number; background: number; content: number }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-check-'));
  const write = (file: string, text: string, randomBytes = 0) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), Buffer.concat([Buffer.from(text), crypto.randomBytes(randomBytes)]));
  };
  write('sidepanel.html', '<script type="module" src="/chunks/sidepanel-1.js"></script><link rel="stylesheet" href="/assets/sidepanel-1.css">');
  write('chunks/sidepanel-1.js', 'import{r}from"./react-1.js";const S=()=>import("./step-two-1.js");\n', bytes.firstScreen / 2);
  write('chunks/react-1.js', 'export const r=1;\n', bytes.firstScreen / 2);
  write('chunks/step-two-1.js', 'import{r}from"./react-1.js";\n', bytes.lazy);
  write('assets/sidepanel-1.css', '.a{color:red}');
  write('background.js', '', bytes.background);
  write('content-scripts/adsmanager.js', '', bytes.content);
  return dir;
}

describe('the size budgets', () => {
  it('passes a build within every budget, counting the chunks the first screen imports and not those it loads later', () => {
    const { lines, problems } = checkSize(
      builtExtension({ firstScreen: BUDGETS['side panel, first screen JS'] - 2000, lazy: 300_000, background: 1000, content: 1000 }),
    );
    expect(problems).toEqual([]);
    expect(lines[0]).toMatch(/^ok {3}side panel, first screen JS .* in 2 file\(s\)$/);
    expect(lines.find((l) => l.includes('of which Step 2'))).toMatch(/of which Step 2: 30\d\.\d kB gzipped/);
  });

  it('fails a part over its budget, named with its size and its budget', () => {
    const { lines, problems } = checkSize(builtExtension({ firstScreen: 1000, lazy: 1000, background: 1000, content: BUDGETS['content script'] + 2000 }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content script: 1\d\.\d kB gzipped, over its budget of 10\.0 kB \(.*docs\/architecture\.md#size\)$/);
    expect(lines.find((l) => l.includes('content script'))).toMatch(/^OVER/);
  });
});
