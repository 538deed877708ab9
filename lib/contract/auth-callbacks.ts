// The platform's callbacks to the API (docs/security.md#the-platforms-callbacks), server to server: Deauthorize and
// Data Deletion Request, each a form POST of a signed request; and the deletion's status page, whose address the
// platform shows the user. Not the extension's API: they are not in the OpenAPI document.
import { z } from 'zod';

/** The platform posts `signed_request=<signature>.<payload>` (a form body; JSON is read the same). */
export const platformCallbackBodySchema = z.object({
  signed_request: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+$/, 'Expected a signed request: signature.payload, base64url'),
});

/** What the platform expects of a Data Deletion Request callback: where the user sees its state, and its code. */
export const dataDeletionResponseSchema = z.object({ url: z.url(), confirmation_code: z.string() });

export const dataDeletionParamsSchema = z.object({ code: z.string().regex(/^[0-9a-f]{32}$/, 'Expected a confirmation code of 32 hex characters') });
