// Test data for client.test.ts and lib/extension/messages.test.ts.

/** Paths that would carry the session elsewhere, or to another route than the one named. */
export const HOSTILE_PATHS = [
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  'https://evil.example/x',
  'evil.example/x',
  '',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /x',
  '/library/../admin/users',
  '/library/%2e%2e/admin',
  '/library/.%2E/admin',
  '/./auth/me',
  '/auth/me/..',
  '/auth/me?x=1',
  '/auth/me#x',
  'javascript:alert(1)',
  `/${'a'.repeat(2001)}`,
];
