// The Salvo API's shapes, one file per resource (docs/architecture.md#the-parts: lib/contract is the one source of
// truth).
export * from './common';
export * from './auth';
export * from './extension-id';
export * from './assets';
export * from './launch';
export * from './targeting';
export * from './campaigns';
export * from './templates';
export * from './settings';
export * from './automations';
export * from './plans';
export * from './library';
