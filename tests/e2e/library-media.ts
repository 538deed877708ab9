import type { Page } from '@playwright/test';
import { apiUrl } from './fixtures';

// Real media made by the e2e tests themselves (nothing binary committed): an H.264 MP4 recorded in Chromium
// from a canvas with MediaRecorder (Debian's Chromium records and decodes H.264), and the API reached with the
// panel's own session, to fill a library quickly.

/** An MP4 (H.264) of `width` x `height`, about a second long, in one colour, recorded in the page. */
export async function recordMp4(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/mp4;codecs=avc1.42E01E' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const paint = setInterval(() => {
        g.fillStyle = 'rgb(200, 60, 40)';
        g.fillRect(0, 0, width, height);
      }, 30);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.stop();
      await stopped;
      clearInterval(paint);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** The Salvo session token the background keeps in the extension's IndexedDB (lib/extension/session-store.ts). */
export async function sessionToken(panel: Page): Promise<string> {
  return panel.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('salvo', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('secrets', 'readonly').objectStore('secrets').get('sessionToken');
          get.onsuccess = () => resolve(String(get.result));
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Calls the Salvo API as the signed-in user. */
export async function api(
  token: string,
  method: string,
  path: string,
  body?: Buffer | object,
  contentType = 'application/json',
): Promise<{ data: { id: string } }> {
  const res = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ data: { id: string } }>;
}
