import fs from 'node:fs';
import { createRequire } from 'node:module';

export const INSTALL_HINT = 'No Chromium found: install one with `apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chrome or Chromium binary.';

/** CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser if one was installed. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core knows no browser of its own here: fine.
  }
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
}
