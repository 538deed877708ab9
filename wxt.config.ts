import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type WxtHooks } from 'wxt';
import { PREVIEW_RENDERER_PATH } from './lib/contract/ad-previews';
import { DEV_EXTENSION_KEY } from './lib/contract/extension-id';
import { apiBaseProblem } from './scripts/lib/extension-api-base';

// The API the extension talks to is fixed at build time (`npm start` builds for its own API).
const apiBase = process.env.WXT_API_BASE ?? 'http://127.0.0.1:4000';
// The only login page the background opens (docs/security.md#sign-in): the simulator's, or the platform's.
const platformLoginBase = process.env.WXT_PLATFORM_LOGIN_BASE ?? `http://127.0.0.1:${process.env.SIM_PORT ?? 4010}`;
// The only page the extension's pages may frame: the platform's ad preview renderer, on its web origin as the login
// is (the API's PLATFORM_PREVIEW_BASE) and at its path (docs/security.md#the-extensions-pages).
const platformPreviewOrigin = new URL(process.env.WXT_PLATFORM_PREVIEW_BASE ?? platformLoginBase).origin;
// Dev (`npm run dev`) and demo (`npm start`) builds also run on the simulator's Ads Manager stand-in;
// production builds (`npm run build`) never do unless WXT_SIM_ADSMANAGER asks for it.
// The manifest's `key` fixes the extension's id, which names its sign-in redirect (docs/security.md "Sign-in").
// Unset: the development key (id DEV_EXTENSION_ID, what the API and the simulator accept by default). A
// production build sets WXT_EXTENSION_KEY to its own public key, or to `none` for a store upload (the store's id).
const extensionKey = process.env.WXT_EXTENSION_KEY ?? DEV_EXTENSION_KEY;
// The stand-in serves Business Suite's home and Ads Manager under one origin: the content script runs on all of it
// (dormant off Ads Manager's paths, as on business.facebook.com).
const simAdsManagerFor = (command: 'build' | 'serve') =>
  process.env.WXT_SIM_ADSMANAGER ?? (command === 'serve' ? `http://127.0.0.1:${process.env.SIM_PORT ?? 4010}/*` : undefined);
// The hosts where Ads Manager opens. Host permissions let the background see a tab's URL there (and only there), so
// it notices a tab leaving Ads Manager (lib/extension/background/ads-manager-tabs.ts); the content script runs on
// them already, so Chrome's install warning is the same.
const adsManagerOrigins = ['https://adsmanager.facebook.com/*', 'https://business.facebook.com/*', 'https://www.facebook.com/*'];

type ViteConfig = Parameters<WxtHooks['vite:devServer:extendConfig']>[0];
type Alias = { find: string | RegExp; replacement: string };

// The side panel runs on Chrome's own promise-based API, not the webextension polyfill the module gives every build
// (2.7 kB of its first screen, docs/architecture.md#size): the panel reads the rejections the background's polyfill
// sends itself (lib/extension/panel-transport.ts). The background and the content script keep the polyfill.
function withoutPolyfill(config: ViteConfig): void {
  const alias = config.resolve?.alias ?? [];
  const entries = Array.isArray(alias) ? (alias as Alias[]) : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
  const kept = entries.filter((a) => a.find !== 'wxt/browser');
  if (kept.length === entries.length) throw new Error('the side panel build has no wxt/browser alias to remove');
  config.resolve = { ...config.resolve, alias: kept };
}

// Classic zod, which only the side panel's lazy parts parse with, from a copy of its own: the package's sources, with
// their own zod core. Sharing the first screen's core, classic zod kept every kind of schema in it, whatever the
// first screen's zod/mini uses: 7.8 kB of the first screen, for 14 kB more when Step 2 first shows
// (docs/architecture.md#size). Schemas of the two copies compose: zod knows a schema by its traits, not its class.
function classicZodCopy(): string {
  const sources = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'src', 'index.ts');
  if (!fs.existsSync(sources)) throw new Error(`zod ships no sources at ${sources}: the side panel cannot load classic zod apart`);
  return sources;
}

export default defineConfig({
  // Explicit imports everywhere: the same files are read by Node (server, tests) and by the bundler.
  imports: false,
  // `npm start` builds into .output/chrome-mv3; the e2e runner builds its own copy beside it.
  outDir: process.env.SALVO_OUTPUT_DIR ?? '.output',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: {
    name: 'Salvo',
    description: 'Launch campaigns from inside Ads Manager.',
    ...(extensionKey === 'none' ? {} : { key: extensionKey }),
    // identity: launchWebAuthFlow. No `tabs`: tabs.onActivated, tabs.query by id, sender.tab need no permission.
    permissions: ['sidePanel', 'storage', 'notifications', 'alarms', 'identity'],
    host_permissions: [`${new URL(apiBase).origin}/*`, ...adsManagerOrigins],
    // Chrome's own policy for extension pages, and frames of the preview renderer only: its origin and path.
    content_security_policy: {
      extension_pages: `script-src 'self' 'wasm-unsafe-eval'; object-src 'self'; frame-src ${platformPreviewOrigin}${PREVIEW_RENDERER_PATH}`,
    },
    action: { default_title: 'Open Salvo' },
    // The other way into the panel (docs/side-panel.md#the-keyboard-shortcut); chrome://extensions/shortcuts changes it.
    commands: {
      'open-side-panel': { suggested_key: { default: 'Alt+Shift+S', mac: 'Command+Shift+S' }, description: 'Open Salvo in this Ads Manager tab' },
    },
  },
  vite: () => ({
    define: { __SALVO_API_BASE__: JSON.stringify(apiBase), __SALVO_PLATFORM_LOGIN_BASE__: JSON.stringify(platformLoginBase) },
  }),
  hooks: {
    // The side panel's first screen (what its page imports statically) in one chunk, its entry's: left to itself the
    // bundler splits out every module a lazy part shares with it, 20 files that compress 11 kB worse
    // (docs/architecture.md#size). The lazy parts import what they share from it.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.some((e) => e.name === 'sidepanel')) return;
      withoutPolyfill(config);
      config.resolve!.alias = [...(config.resolve!.alias as Alias[]), { find: /^zod$/, replacement: classicZodCopy() }];
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) throw new Error('the side panel build has no single output to configure');
      output.codeSplitting = { groups: [{ name: 'sidepanel', tags: ['$initial'] }] };
      // Vite's warning counts raw bytes; `npm run size` holds the budget, gzipped.
      config.build!.chunkSizeWarningLimit = 800;
    },
    // `npm run dev` serves the side panel's page.
    'vite:devServer:extendConfig': withoutPolyfill,
    // Before anything is built or the output folder emptied.
    'build:before': (wxt) => {
      const problem = apiBaseProblem(apiBase, wxt.config.command === 'serve' || process.env.SALVO_DEV_BUILD === '1');
      if (problem) throw new Error(problem);
    },
    'build:manifestGenerated': (wxt, manifest) => {
      // No panel by default: the background offers it on Ads Manager tabs only (docs/side-panel.md#where-the-panel-is-offered).
      delete manifest.side_panel;
      const simAdsManager = simAdsManagerFor(wxt.config.command);
      if (!simAdsManager) return;
      for (const script of manifest.content_scripts ?? []) script.matches = [...(script.matches ?? []), simAdsManager];
      manifest.host_permissions = [...(manifest.host_permissions ?? []), simAdsManager];
    },
  },
});
