// What the background reads when it signs in (docs/security.md "Sign-in"): the platform's login URL and the new
// session. Written with zod/mini, whose schemas are tree-shaken, so the background stays small
// (docs/architecture.md#size); auth.ts re-exports them.
import * as z from 'zod/mini';

export const authDialogResponseSchema = z.object({ url: z.url() });

export const sessionUserSchema = z.object({ id: z.string(), name: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A new session: send the token as `Authorization: Bearer <token>`. Answered once, here only. */
export const authSessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  user: sessionUserSchema,
});
