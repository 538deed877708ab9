import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { panelTransport, sendToBackground } from './panel-transport';

/** The background, answering every message with `reply`. */
function backgroundAnswers(reply: unknown): void {
  fakeBrowser.runtime.onMessage.addListener((_message, _sender, sendResponse: (answer: unknown) => void) => {
    sendResponse(reply);
    return true;
  });
}

const start = { type: 'start-launch', accountId: 'act_1', idempotencyKey: 'review-key-1', payload: {} } as const;

describe("the background's replies, parsed by the message's reply schema", () => {
  beforeEach(() => fakeBrowser.reset());

  it('gives start-launch its result', async () => {
    backgroundAnswers({ ok: true, campaignLaunchId: 'launch-1' });
    const result = await sendToBackground(start);
    expect(result.ok && result.campaignLaunchId).toBe('launch-1');
  });

  it("refuses a reply that is not the message's", async () => {
    backgroundAnswers({ ok: true }); // sign-out's reply, not start-launch's
    await expect(sendToBackground(start)).rejects.toThrow();
    await expect(sendToBackground({ type: 'sign-out' })).resolves.toEqual({ ok: true });
  });

  it('refuses the refusal a content script gets, and no reply at all', async () => {
    backgroundAnswers({ ok: false, error: 'Not allowed from this context' });
    await expect(sendToBackground({ type: 'api', method: 'GET', path: '/auth/me' })).rejects.toThrow();
    await expect(sendToBackground({ type: 'sign-in' })).resolves.toEqual({ ok: false, error: 'Not allowed from this context' });
  });

  it("rejects with the background's error, as the background's polyfill sends it", async () => {
    backgroundAnswers({ __mozWebExtensionPolyfillReject__: true, message: 'Failed to fetch' });
    await expect(panelTransport({ method: 'GET', path: '/auth/me' })).rejects.toThrow(new Error('Failed to fetch'));
  });

  it("carries the panel's API calls as api messages and answers the API's status and body", async () => {
    const seen: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message, _sender, sendResponse: (answer: unknown) => void) => {
      seen.push(message);
      sendResponse({ status: 404, body: { success: false, error: 'Not found.' } });
      return true;
    });
    await expect(panelTransport({ method: 'GET', path: '/auth/me' })).resolves.toEqual({ status: 404, body: { success: false, error: 'Not found.' } });
    expect(seen).toEqual([{ type: 'api', method: 'GET', path: '/auth/me' }]);
  });
});
