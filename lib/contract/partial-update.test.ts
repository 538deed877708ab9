import { describe, expect, it } from 'vitest';
import { updateCopyRequestSchema, updateCreativeRequestSchema, updateOfferRequestSchema } from './library';
import { updateSettingsRequestSchema } from './settings';
import { updateTemplateRequestSchema } from './templates';

// A partial PUT's body parses to exactly what was sent: no default may fill a field the client left out
// (the route merges the body into the stored object, so a default would overwrite what is stored).

describe('the bodies of partial PUTs', () => {
  const cases: Array<[string, { parse: (v: unknown) => unknown }, Record<string, unknown>]> = [
    ['library copy', updateCopyRequestSchema, { name: 'Renamed' }],
    ['offer', updateOfferRequestSchema, { name: 'Renamed' }],
    ['creative', updateCreativeRequestSchema, { name: 'Renamed' }],
    ['template', updateTemplateRequestSchema, { name: 'Renamed' }],
    ['settings', updateSettingsRequestSchema, { defaultPixelId: '500001' }],
  ];
  it.each(cases)('%s: one field in, that field out', (_what, schema, body) => {
    expect(schema.parse(body)).toEqual(body);
  });
});
