// Shapes shared by every Salvo API call (docs/product-rules.md#asset-calls-and-errors: answers carry `success`, asset
// calls also `data`, `isValid` and `error`). Written with zod/mini: the side panel's first screen parses answers made of
// them without loading classic zod (docs/architecture.md#size). Classic schemas take them as parts
// (`z.optional(platformIdSchema)`, `z.object({ ...accountQuerySchema.shape, … })`).
import * as z from 'zod/mini';

/** An ad account id as the platform writes it and as Ads Manager shows it in `act=`. */
export const accountIdSchema = z.string().check(z.regex(/^act_\d{1,30}$/, 'Expected an ad account id such as act_123456789'));

// One schema per kind of id (docs/api-routes.md "Ids"): an id that reaches a platform path is checked by its
// shape before anything is sent, so no path can be bent (`../`, `?`, another host) by what a client sends.

/** A platform object's id: a campaign, ad set, page, pixel, lead form, catalog, product, audience, video, ... */
export const platformIdSchema = z.string().check(z.regex(/^\d{1,30}$/, 'Expected a numeric id such as 120210000000001'));
/** An image of an ad account, by its hash (the platform's are 32 hexadecimal characters): letters and digits. */
export const imageHashSchema = z.string().check(z.regex(/^[0-9a-z]{1,64}$/i, 'Expected an image hash such as 0123456789abcdef0123456789abcdef'));
/** An object Salvo keeps (a library creative, copy or offer, an automation): a UUID. */
export const salvoIdSchema = z.uuid({ error: 'Expected a Salvo id (a UUID)' });

/** The `?accountId=act_…` every account-scoped call takes. */
export const accountQuerySchema = z.object({ accountId: accountIdSchema });

/** The invalid fields of a request: each field's path (dots for nesting) and what to do about it. */
const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Every non-2xx answer of the Salvo API. `fields` names each invalid field of a 400. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  cause: z.optional(z.string()),
  fields: z.optional(fieldErrorsSchema),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
/** The same, keeping what else the answer carries (a platform's error passed on). */
export const looseErrorResponseSchema = z.looseObject(errorResponseSchema.shape);

/** The envelope of the asset calls: `isValid` false means "answered from a stale cache, ask again". */
export function assetEnvelopeSchema<T extends z.core.SomeType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    isValid: z.boolean(),
    error: z.nullable(z.string()),
  });
}

/** A plain `{success: true}` acknowledgement. */
export const okResponseSchema = z.object({ success: z.literal(true) });
