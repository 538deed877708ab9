import { copyFieldsSchema, type CopyFields, type LibraryCopy, type LibraryListQuery, type LibraryOffer, type OfferFields } from '../../lib/contract/library';
import {
  deleteCopy as deleteCopyRow,
  findCopy,
  insertCopy,
  listCopies as listCopyRows,
  updateCopy as updateCopyRow,
  type CopyRow,
} from '../db/repos/library-copies';
import {
  deleteOffer as deleteOfferRow,
  findOffer,
  insertOffer,
  listOffers as listOfferRows,
  updateOffer as updateOfferRow,
  type OfferRow,
} from '../db/repos/library-offers';
import type { AppDeps } from '../deps';
import { createWithinCap } from '../limits/user-caps';
import { LibraryNotFoundError, UUID } from './creatives';

// The user's copies (an ad's texts and call to action) and offers (a destination with its display link and UTM)
// in the library (docs/library.md): list, create, change, delete. Another user's is a LibraryNotFoundError. What
// the launch engine reads of them is lookups.ts's.

const toCopy = (r: CopyRow): LibraryCopy => {
  const { name: _name, ...fields } = copyFieldsSchema.parse({ ...(r.fields as object), name: r.name });
  return { id: r.id, name: r.name, ...fields, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
};
const toOffer = (r: OfferRow): LibraryOffer => ({
  id: r.id,
  name: r.name,
  url: r.url,
  displayLink: r.displayLink,
  trackingUtm: r.trackingUtm,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const copyNotFound = () => new LibraryNotFoundError('Copy not found.');
const offerNotFound = () => new LibraryNotFoundError('Offer not found.');

/** One page of the user's copies, newest first. */
export async function listCopies(deps: AppDeps, userId: string, q: LibraryListQuery): Promise<{ data: LibraryCopy[]; total: number }> {
  const { rows, total } = await listCopyRows(deps.database, userId, q);
  return { data: rows.map(toCopy), total };
}

export async function createCopy(deps: AppDeps, userId: string, { name, ...fields }: CopyFields): Promise<LibraryCopy> {
  return toCopy(await createWithinCap(deps, 'copies', userId, (tx) => insertCopy(tx, userId, { name, fields }, deps.now())));
}

/** Changes the fields sent; the others stay. */
export async function updateCopy(deps: AppDeps, userId: string, id: string, { name, ...changes }: Partial<CopyFields>): Promise<LibraryCopy> {
  const existing = UUID.test(id) ? await findCopy(deps.database, userId, id) : null;
  if (!existing) throw copyNotFound();
  const row = await updateCopyRow(
    deps.database,
    userId,
    existing.id,
    { name: name ?? existing.name, fields: { ...(existing.fields as object), ...changes } },
    deps.now(),
  );
  if (!row) throw copyNotFound();
  return toCopy(row);
}

export async function deleteCopy(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await deleteCopyRow(deps.database, userId, id))) throw copyNotFound();
}

/** One page of the user's offers, by name. */
export async function listOffers(deps: AppDeps, userId: string, q: LibraryListQuery): Promise<{ data: LibraryOffer[]; total: number }> {
  const { rows, total } = await listOfferRows(deps.database, userId, q);
  return { data: rows.map(toOffer), total };
}

/** One of the user's offers, wherever it falls in the pages (the Library's footer names the one picked). */
export async function getOffer(deps: AppDeps, userId: string, id: string): Promise<LibraryOffer> {
  const row = UUID.test(id) ? await findOffer(deps.database, userId, id) : null;
  if (!row) throw offerNotFound();
  return toOffer(row);
}

export async function createOffer(deps: AppDeps, userId: string, offer: OfferFields): Promise<LibraryOffer> {
  return toOffer(await createWithinCap(deps, 'offers', userId, (tx) => insertOffer(tx, userId, offer, deps.now())));
}

export async function updateOffer(deps: AppDeps, userId: string, id: string, changes: Partial<OfferFields>): Promise<LibraryOffer> {
  const row = UUID.test(id) ? await updateOfferRow(deps.database, userId, id, changes, deps.now()) : null;
  if (!row) throw offerNotFound();
  return toOffer(row);
}

export async function deleteOffer(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await deleteOfferRow(deps.database, userId, id))) throw offerNotFound();
}
