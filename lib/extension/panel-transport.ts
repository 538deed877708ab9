import { browser } from 'wxt/browser';
import type { Transport } from '../api-client/client';
import { replySchemas, type Message, type ReplyTo } from './messages';

/** Sends a message to the background and parses its reply (messages.ts `replySchemas`): typed by the message's type. */
export async function sendToBackground<M extends Message>(message: M): Promise<ReplyTo<M['type']>> {
  const reply: unknown = await browser.runtime.sendMessage(message);
  return replySchemas[message.type].parse(reply) as ReplyTo<M['type']>;
}

/** The side panel's transport: the background makes the call with the session it holds. */
export const panelTransport: Transport = (req) => sendToBackground({ type: 'api', ...req });
