// The API an extension build may be fixed to (docs/security.md "The extension's API"): the session travels to it in
// every request, so a production build (`npm run build`) needs its https address. Plain http only to this machine or
// the e2e run's name, and only in a development build: `npm run dev`, or a build with SALVO_DEV_BUILD=1 (npm start,
// npm run size and the e2e run set it, scripts/lib/stack.ts). wxt.config.ts refuses the build before it starts.
const DEV_API_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|salvo-api\.test)(:\d+)?$/;

/** Why `apiBase` cannot be built for, or null when it can. */
export function apiBaseProblem(apiBase: string, devBuild: boolean): string | null {
  const origin = URL.canParse(apiBase) ? new URL(apiBase) : null;
  if (origin?.protocol === 'https:') return null;
  if (devBuild && origin && DEV_API_ORIGIN.test(origin.origin)) return null;
  return (
    `WXT_API_BASE=${apiBase}: a production build calls the API at its https address (WXT_API_BASE=https://api.example.com npm run build). ` +
    'http://127.0.0.1, http://localhost and http://salvo-api.test are for development builds only (npm run dev, or SALVO_DEV_BUILD=1).'
  );
}
