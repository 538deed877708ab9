import { browser } from 'wxt/browser';
import type { Transport } from '../api-client/client';
import { apiResponseSchema, type Message } from './messages';

/** The side panel's transport: the background makes the call with the session it holds. */
export const panelTransport: Transport = async (req) => {
  const message: Message = { type: 'api', ...req };
  return apiResponseSchema.parse(await browser.runtime.sendMessage(message));
};

export const sendToBackground = (message: Message): Promise<unknown> => browser.runtime.sendMessage(message);
