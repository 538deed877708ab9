import { copyFieldsSchema, type CopyFields, type OfferFields } from '../../lib/contract/library';
import { findCopy as findCopyRow } from '../db/repos/library-copies';
import { findOffer as findOfferRow } from '../db/repos/library-offers';
import type { AppDeps } from '../deps';
import { LibraryNotFoundError, UUID } from './creatives';

// What the launch engine reads of the library besides media: an ad's copy (its texts and call to action) and
// the launch's offer. Another user's copy or offer is not found.

export async function findCopy(deps: AppDeps, userId: string, copyId: string): Promise<CopyFields & { id: string }> {
  const row = UUID.test(copyId) ? await findCopyRow(deps.database, userId, copyId) : null;
  if (!row) throw new LibraryNotFoundError('Copy not found.');
  return { id: row.id, ...copyFieldsSchema.parse({ ...(row.fields as object), name: row.name }) };
}

export async function findOffer(deps: AppDeps, userId: string, offerId: string): Promise<OfferFields & { id: string }> {
  const row = UUID.test(offerId) ? await findOfferRow(deps.database, userId, offerId) : null;
  if (!row) throw new LibraryNotFoundError('Offer not found.');
  return { id: row.id, name: row.name, url: row.url, displayLink: row.displayLink, trackingUtm: row.trackingUtm };
}
