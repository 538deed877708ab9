import { z } from 'zod';

// An amount of money and its currency, one value (docs/product-rules.md#currencies): hundredths of the currency's
// unit (cents for USD; ¥5,000 is 500000, the spec's "amount times 100") with its ISO 4217 code. Branded: a Money is
// made by lib/rules `money()` or read by this schema, so an amount without its currency cannot be written.

const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Expected a currency code such as USD');

export const moneySchema = z
  .strictObject({
    /** Hundredths of the currency's unit: 1999 is $19.99, 500000 is ¥5,000. */
    hundredths: z.number().int().nonnegative().max(1e12),
    currency: currencyCodeSchema,
  })
  .brand<'Money'>();
export type Money = z.infer<typeof moneySchema>;
