import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', '..');

// What `npm run size` measures in a built extension (docs/architecture.md#size): the files a context loads
// before it runs, i.e. its entry and everything the entry imports statically, without the chunks it imports
// with `import()` (loaded when a screen or dialog first shows).

/** The relative paths a built ES module imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`); `import("./x.js")` is dynamic and left out. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found];
}

/** `entry` and the files it reaches through static imports, as paths inside `dir`. */
export function staticClosure(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const spec of staticImports(code)) visit(path.posix.join(path.posix.dirname(file), spec));
  };
  visit(entry);
  return [...seen];
}

/** The side panel page's entry script and stylesheets (paths inside the output folder). */
export function pageAssets(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="/?([^"]+)"`))?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  return {
    scripts: tags
      .filter((t) => t.startsWith('<script') && /type="module"/.test(t))
      .map((t) => attr(t, 'src')!)
      .filter(Boolean),
    styles: tags
      .filter((t) => t.startsWith('<link') && /rel="stylesheet"/.test(t))
      .map((t) => attr(t, 'href')!)
      .filter(Boolean),
  };
}

/** Gzipped bytes of each file on its own (zlib's default level, as Vite reports them), summed. */
export function gzippedBytes(dir: string, files: readonly string[]): number {
  return files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length, 0);
}

export function rawBytes(dir: string, files: readonly string[]): number {
  return files.reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
}

/** The Mantine class names (`m_` and 8 hex digits: classes and keyframes) built code uses, or a stylesheet defines. */
const mantineClassesUsed = (code: string): Set<string> => new Set([...code.matchAll(/\b(m_[0-9a-f]{8})\b/g)].map((m) => m[1]!));
const mantineClassesStyled = (css: string): Set<string> => new Set([...css.matchAll(/(?:\.|@keyframes\s+)(m_[0-9a-f]{8})\b/g)].map((m) => m[1]!));

/** The classes in `used` that no stylesheet of `styled` defines. */
export function unstyledClasses(dir: string, scripts: readonly string[], styles: readonly string[]): string[] {
  const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
  const styled = new Set(styles.flatMap((f) => [...mantineClassesStyled(read(f))]));
  const used = new Set(scripts.flatMap((f) => [...mantineClassesUsed(read(f))]));
  return [...used].filter((c) => !styled.has(c)).sort();
}

/** The stylesheets of Mantine's packages that define `cls`, as they are imported (to name what to import). */
export function mantineStylesheetsOf(cls: string): string[] {
  const core = path.join(root, 'node_modules', '@mantine', 'core', 'styles');
  const sheets = [
    ...fs
      .readdirSync(core)
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => `@mantine/core/styles/${f}`),
    '@mantine/dates/styles.css',
    '@mantine/notifications/styles.css',
  ];
  return sheets.filter((sheet) => mantineClassesStyled(fs.readFileSync(path.join(root, 'node_modules', sheet), 'utf8')).has(cls));
}
