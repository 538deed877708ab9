// Fixed at build time by wxt.config.ts (`npm start` builds the extension for its own API).
declare const __SALVO_API_BASE__: string | undefined;
export const API_BASE: string = typeof __SALVO_API_BASE__ === 'string' ? __SALVO_API_BASE__ : 'http://127.0.0.1:4000';

// The platform's login origin the background may open (docs/security.md#sign-in): the simulator's by default; a build
// for the real platform sets WXT_PLATFORM_LOGIN_BASE=https://www.facebook.com.
declare const __SALVO_PLATFORM_LOGIN_BASE__: string | undefined;
export const PLATFORM_LOGIN_BASE: string = typeof __SALVO_PLATFORM_LOGIN_BASE__ === 'string' ? __SALVO_PLATFORM_LOGIN_BASE__ : 'http://127.0.0.1:4010';
