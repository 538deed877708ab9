import { defineConfig } from 'wxt';

// The API the extension talks to is fixed at build time (`npm start` builds for its own API).
const apiBase = process.env.WXT_API_BASE ?? 'http://127.0.0.1:4000';
// Dev and demo builds also run on the simulator's Ads Manager stand-in; production builds never do.
const simAdsManager = process.env.WXT_SIM_ADSMANAGER; // e.g. http://127.0.0.1:4010/adsmanager/*

export default defineConfig({
  // Explicit imports everywhere: the same files are read by Node (server, tests) and by the bundler.
  imports: false,
  // `npm start` builds into .output/chrome-mv3; the e2e runner builds its own copy beside it.
  outDir: process.env.SALVO_OUTPUT_DIR ?? '.output',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: {
    name: 'Salvo',
    description: 'Launch campaigns from inside Ads Manager.',
    permissions: ['sidePanel', 'storage', 'notifications', 'alarms', 'tabs'],
    host_permissions: [`${new URL(apiBase).origin}/*`],
    action: { default_title: 'Open Salvo' },
  },
  vite: () => ({ define: { __SALVO_API_BASE__: JSON.stringify(apiBase) } }),
  hooks: {
    'build:manifestGenerated': (_wxt, manifest) => {
      if (!simAdsManager) return;
      for (const script of manifest.content_scripts ?? []) script.matches = [...(script.matches ?? []), simAdsManager];
    },
  },
});
