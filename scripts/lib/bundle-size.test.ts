import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetsOf, pageAssets, staticClosure, staticImports, unstyledClasses } from './bundle-size';

describe('what a built entry loads before it runs', () => {
  it('follows static imports and leaves dynamic ones out', () => {
    const code = 'import{a as b}from"./react.js";import"./styles.js";export{c}from"../shared.js";const L=()=>import("./library.js");x.import("./not.js")';
    expect(staticImports(code)).toEqual(['./react.js', './styles.js', '../shared.js']);
    expect(staticImports('const s="import x from ./no.js"')).toEqual([]);
  });

  it('walks the chunks from the entry, each once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
    fs.mkdirSync(path.join(dir, 'chunks'));
    const write = (f: string, code: string) => fs.writeFileSync(path.join(dir, 'chunks', f), code);
    write('entry.js', 'import{r}from"./react.js";import{q}from"./query.js";const S=()=>import("./step-two.js");');
    write('react.js', 'export const r=1;');
    write('query.js', 'import{r}from"./react.js";export const q=2;');
    write('step-two.js', 'import{r}from"./react.js";');
    expect(staticClosure(dir, 'chunks/entry.js').sort()).toEqual(['chunks/entry.js', 'chunks/query.js', 'chunks/react.js']);
  });

  it("reads the side panel page's module script and stylesheets", () => {
    const html =
      '<script type="module" crossorigin src="/chunks/sidepanel-1.js"></script><link rel="modulepreload" crossorigin href="/chunks/react-2.js"><link rel="stylesheet" crossorigin href="/assets/sidepanel-3.css">';
    expect(pageAssets(html)).toEqual({ scripts: ['chunks/sidepanel-1.js'], styles: ['assets/sidepanel-3.css'] });
  });
});

describe("Mantine's styles, imported per component", () => {
  it('finds the class names the code uses that no stylesheet loaded with it defines (keyframes count)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), 'const a={root:"m_77c9d27d"},b={loader:"m_5d2b3b9d"},c={title:"m_8a5d1357"};');
    fs.writeFileSync(path.join(dir, 'first.css'), '.m_77c9d27d{color:red}@keyframes m_5d2b3b9d{0%{opacity:0}}');
    expect(unstyledClasses(dir, ['entry.js'], ['first.css'])).toEqual(['m_8a5d1357']);
  });

  it('names the stylesheet to import for a class', () => {
    expect(mantineStylesheetsOf('m_8a5d1357')).toEqual(['@mantine/core/styles/Title.css']);
  });
});
