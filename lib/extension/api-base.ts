// Fixed at build time by wxt.config.ts (`npm start` builds the extension for its own API).
declare const __SALVO_API_BASE__: string | undefined;
export const API_BASE: string = typeof __SALVO_API_BASE__ === 'string' ? __SALVO_API_BASE__ : 'http://127.0.0.1:4000';
