import { z } from 'zod';

// Shapes shared by every Salvo API call (docs/product-rules.md#asset-calls-and-errors: answers carry `success`, asset
// calls also `data`, `isValid` and `error`).

/** An ad account id as the platform writes it and as Ads Manager shows it in `act=`. */
export const accountIdSchema = z.string().regex(/^act_\d{1,30}$/, 'Expected an ad account id such as act_123456789');

// One schema per kind of id (docs/api-routes.md "Ids"): an id that reaches a platform path is checked by its
// shape before anything is sent, so no path can be bent (`../`, `?`, another host) by what a client sends.

/** A platform object's id: a campaign, ad set, page, pixel, lead form, catalog, product, audience, video, ... */
export const platformIdSchema = z.string().regex(/^\d{1,30}$/, 'Expected a numeric id such as 120210000000001');
/** An image of an ad account, by its hash (the platform's are 32 hexadecimal characters): letters and digits. */
export const imageHashSchema = z.string().regex(/^[0-9a-z]{1,64}$/i, 'Expected an image hash such as 0123456789abcdef0123456789abcdef');
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
  cause: z.string().optional(),
  fields: fieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The envelope of the asset calls: `isValid` false means "answered from a stale cache, ask again". */
export function assetEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    isValid: z.boolean(),
    error: z.string().nullable(),
  });
}

/** A plain `{success: true}` acknowledgement. */
export const okResponseSchema = z.object({ success: z.literal(true) });
