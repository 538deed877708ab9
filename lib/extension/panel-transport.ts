import { browser } from 'wxt/browser';
import type { Transport } from '../api-client/client';
import { replySchemas, type Message, type ReplyTo } from './messages';

/**
 * How the background's webextension polyfill answers when a handler rejects. The panel runs without the polyfill
 * (wxt.config.ts), so it turns this back into the error itself, as the polyfill would.
 */
const isRejection = (reply: unknown): reply is { message?: unknown } =>
  typeof reply === 'object' && reply !== null && (reply as Record<string, unknown>).__mozWebExtensionPolyfillReject__ === true;

/** Sends a message to the background and parses its reply (messages.ts `replySchemas`): typed by the message's type. */
export async function sendToBackground<M extends Message>(message: M): Promise<ReplyTo<M['type']>> {
  const reply: unknown = await browser.runtime.sendMessage(message);
  if (isRejection(reply)) throw new Error(String(reply.message));
  return replySchemas[message.type].parse(reply) as ReplyTo<M['type']>;
}

/** The side panel's transport: the background makes the call with the session it holds. */
export const panelTransport: Transport = (req) => sendToBackground({ type: 'api', ...req });
