import { z } from 'zod';
import { accountQuerySchema, assetEnvelopeSchema } from './common';

// Targeting look-ups (docs/product-rules.md#locations): location search, countries, the bulk location resolver,
// interests.

const locationTypeSchema = z.enum(['country', 'region', 'city', 'zip']);
export type LocationType = z.infer<typeof locationTypeSchema>;
const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
  .transform((c) => c.toUpperCase());

/** Location match: key, name, type, region, city, primary_city, country_name (docs/product-rules.md#locations); plus
 * country_code. */
const locationMatchSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: locationTypeSchema,
  region: z.string().nullable(),
  city: z.string().nullable(),
  primary_city: z.string().nullable(),
  country_name: z.string().nullable(),
  country_code: z.string().nullable(),
});
export type LocationMatch = z.infer<typeof locationMatchSchema>;

/**
 * GET /facebook/targeting/locations?accountId&search&type&countryCode. Without a search (or an empty one) it
 * answers the countries (docs/product-rules.md#bulk-locations: the Countries field's list): key is the country
 * code.
 */
export const locationSearchQuerySchema = z.object({
  ...accountQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  /** One type, or all of them when absent. */
  type: locationTypeSchema.optional(),
  countryCode: countryCodeSchema.optional(),
});
export const locationSearchResponseSchema = assetEnvelopeSchema(z.array(locationMatchSchema));

/** GET /facebook/targeting/countries?accountId: the country list of the bulk input (id is the country code). */
const countrySchema = z.object({ id: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = assetEnvelopeSchema(z.array(countrySchema));

/** POST /facebook/targeting/locations/bulk?accountId: up to 100 inputs of one location type. */
export const bulkLocationsRequestSchema = z.object({
  locations: z
    .array(z.string().trim().min(1).max(200))
    .min(1, 'No valid locations found')
    .refine((l) => l.length <= 100, { error: (issue) => `Maximum 100 locations allowed (you have ${(issue.input as unknown[]).length})` }),
  locationType: locationTypeSchema,
  /** For city, region and zip: look in these countries only. */
  countryCodes: z.array(countryCodeSchema).max(20).optional(),
});
export type BulkLocationsRequest = z.input<typeof bulkLocationsRequestSchema>;

/** Bulk location result: input, matches, suggestedMatch, selectedMatch, countryGroups
 * (docs/product-rules.md#bulk-locations). */
const bulkLocationResultSchema = z.object({
  input: z.string(),
  matches: z.array(locationMatchSchema),
  suggestedMatch: locationMatchSchema.nullable(),
  /** The client's choice; the server proposes the suggested match. */
  selectedMatch: locationMatchSchema.nullable(),
  /** The matches by country code. */
  countryGroups: z.record(z.string(), z.array(locationMatchSchema)),
});
export type BulkLocationResult = z.infer<typeof bulkLocationResultSchema>;
export const bulkLocationsResponseSchema = assetEnvelopeSchema(z.array(bulkLocationResultSchema));

/** Interest: id, name, type (docs/product-rules.md#locations). */
const interestSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  audienceSizeLowerBound: z.number().int().nullable(),
  audienceSizeUpperBound: z.number().int().nullable(),
  path: z.array(z.string()),
});
export type Interest = z.infer<typeof interestSchema>;
/** GET /facebook/targeting-interests/search?accountId&q and GET /facebook/targeting-interests/{type}?accountId&q */
const interestTypeSchema = z.enum(['interests', 'behaviors', 'demographics']);
export type InterestType = z.infer<typeof interestTypeSchema>;
export const interestTypeParamsSchema = z.object({ type: interestTypeSchema });
export const interestSearchQuerySchema = z.object({ ...accountQuerySchema.shape, q: z.string().trim().min(1, 'Type something to search for').max(200) });
export const interestsResponseSchema = assetEnvelopeSchema(z.array(interestSchema));
