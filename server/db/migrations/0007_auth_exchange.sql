-- The extension's sign-in is a stateless code exchange (server/auth/platform-login.ts): no pending logins.
DROP TABLE pending_logins;
