import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm's scripts run on the registry's `node` package (node_modules/.bin/node comes first in their PATH), whatever
// Node runs npm itself: README "Quick start". Its version is the one .nvmrc names.

const root = path.resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};

describe("the project's Node.js", () => {
  it('is the `node` dev dependency, pinned to the version .nvmrc names, whose install script may run', () => {
    const nvmrc = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies.node).toBe(nvmrc);
    expect(pkg.engines.node).toBe(`>=${nvmrc.split('.')[0]}`);
    // Its preinstall fetches the binary: npm 12 skips install scripts that allowScripts does not name.
    expect(pkg.allowScripts.node).toBe(true);
  });
});
