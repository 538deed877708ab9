import { z } from 'zod';
import { accountIdSchema, assetEnvelopeSchema } from './common';

// The creative library: creatives (images and videos uploaded to Salvo), copies, offers (docs/product-rules.md#library:
// offer) and folders, per user; the ad account's own videos. An ad of the launch payload is a creative
// with a copy (docs/product-rules.md#data-shapes: launch payload `ads`). docs/library.md describes the routes.

/** Meta's limits for ad media: images up to 30 MB, videos up to 4 GB (Salvo keeps to 1 GB). */
export const LIBRARY_IMAGE_MAX_BYTES = 30 * 1024 * 1024;
const LIBRARY_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
/**
 * Meta states a smallest ad image (600 px a side for the feed) but no largest: Salvo takes up to 50 megapixels,
 * above what cameras and phones shoot at full size (8,192 x 5,464 is 44.8), read from the header before any decoding
 * (docs/limits.md).
 */
export const LIBRARY_IMAGE_MAX_PIXELS = 50_000_000;
const LIBRARY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const LIBRARY_VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;
export const LIBRARY_MEDIA_TYPES = [...LIBRARY_IMAGE_TYPES, ...LIBRARY_VIDEO_TYPES] as const;
/** Bytes per chunk of a chunked upload (base64 in JSON: ~700 KB per request, under the API's 1 MB body limit). */
export const LIBRARY_CHUNK_BYTES = 512 * 1024;

const libraryMediaTypeSchema = z.enum(LIBRARY_MEDIA_TYPES, {
  error: 'Only PNG, JPEG, GIF or WebP images and MP4 or MOV videos can be uploaded.',
});
export type LibraryMediaType = z.infer<typeof libraryMediaTypeSchema>;
const creativeTypeSchema = z.enum(['image', 'video']);
export type CreativeType = z.infer<typeof creativeTypeSchema>;

/** The kind of a media type, and its size limit. */
export const creativeTypeOf = (mimeType: string): CreativeType => (mimeType.startsWith('video/') ? 'video' : 'image');
export const maxBytesOf = (mimeType: string): number => (creativeTypeOf(mimeType) === 'video' ? LIBRARY_VIDEO_MAX_BYTES : LIBRARY_IMAGE_MAX_BYTES);

/** File sizes as people read them ("300 KB", "5.0 MB", "1.2 GB", "5 GB"). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
}

const uuid = z.uuid({ error: 'Expected an id of the library.' });
const name = z.string().trim().min(1, 'Please enter a name.').max(200);
const isoWithOffset = z.iso.datetime({ offset: true });

export const libraryIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Every list: paged (page from 1), searchable by name (contains, case-insensitive). */
/**
 * What a user keeps at most in the library (docs/limits.md#what-a-user-keeps). The side panel lists 200 at a time:
 * every folder, and copies and offers by search.
 */
export const MAX_LIBRARY_ITEMS = { copies: 1000, offers: 1000, folders: 200 } as const;

export const libraryListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(60),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

function libraryPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}
function libraryItemResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: item });
}

// ---- folders ----
const libraryFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  creativeCount: z.number().int(),
  createdAt: isoWithOffset,
  updatedAt: isoWithOffset,
});
export type LibraryFolder = z.infer<typeof libraryFolderSchema>;
export const folderRequestSchema = z.object({ name });
export const folderListResponseSchema = libraryPageSchema(libraryFolderSchema);
export const folderResponseSchema = libraryItemResponseSchema(libraryFolderSchema);

// ---- creatives ----
/** Where a creative already is in an ad account (remembered so it is never uploaded twice). */
const creativeInAccountSchema = z.object({
  accountId: z.string(),
  imageHash: z.string().nullable(),
  videoId: z.string().nullable(),
  /** ready, or processing for a video the platform has not finished. */
  status: z.enum(['ready', 'processing']),
});
const libraryCreativeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: creativeTypeSchema,
  mimeType: libraryMediaTypeSchema,
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  folderId: z.string().nullable(),
  /** A signed URL, valid for a day: a WebP of at most 320 px a side; null for a video without a poster. */
  thumbnailUrl: z.string().nullable(),
  fileUrl: z.string(),
  accounts: z.array(creativeInAccountSchema),
  createdAt: isoWithOffset,
});
export type LibraryCreative = z.infer<typeof libraryCreativeSchema>;

export const creativeListQuerySchema = libraryListQuerySchema.extend({
  /** A folder's id, or `none` for creatives outside any folder; absent: all. */
  folderId: z.union([z.literal('none'), uuid]).optional(),
  type: creativeTypeSchema.optional(),
});
export type CreativeListQuery = z.infer<typeof creativeListQuerySchema>;
export const creativeListResponseSchema = libraryPageSchema(libraryCreativeSchema);
export const creativeResponseSchema = libraryItemResponseSchema(libraryCreativeSchema);
export const updateCreativeRequestSchema = z
  .object({ name: name.optional(), folderId: uuid.nullable().optional() })
  .refine((b) => b.name !== undefined || b.folderId !== undefined, { message: 'Send a name or a folderId.' });

/** PUT /library/creatives/upload?name=&folderId= with the file as the body and its content-type. */
export const rawUploadQuerySchema = z.object({ name: name, folderId: uuid.optional() });

/** POST /library/uploads: a chunked upload (what the side panel uses: its messages carry JSON only). */
export const startUploadRequestSchema = z.object({
  name,
  mimeType: libraryMediaTypeSchema,
  size: z.number().int().min(1, 'The file is empty.'),
  folderId: uuid.optional(),
});
export type StartUploadRequest = z.infer<typeof startUploadRequestSchema>;
export const startUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ uploadId: z.string(), chunkSize: z.number().int(), received: z.number().int() }),
});
/** PUT /library/uploads/{id}: bytes from `offset` (which must be what the server has received), base64. */
export const uploadChunkRequestSchema = z.object({
  offset: z.number().int().min(0),
  data: z.base64({ error: 'Expected the chunk as base64.' }).min(1, 'The chunk is empty.'),
});
export const uploadChunkResponseSchema = z.object({ success: z.literal(true), data: z.object({ received: z.number().int(), size: z.number().int() }) });

/** A video's poster: a frame the side panel draws from the video (the server decodes no video), ≤ 512 KB. */
export const POSTER_MAX_BYTES = 512 * 1024;
/** PUT /library/creatives/{id}/poster: the poster as base64 (PNG, JPEG or WebP); it becomes the video's thumbnail. */
export const posterRequestSchema = z.object({
  poster: z
    .base64({ error: 'Expected the poster as base64.' })
    .min(1, 'The poster is empty.')
    .max(Math.ceil(POSTER_MAX_BYTES / 3) * 4, 'The poster is too large: at most 512 KB.'),
});

export const pushCreativeQuerySchema = z.object({ accountId: accountIdSchema });
export const pushCreativeResponseSchema = z.object({
  success: z.literal(true),
  data: z.union([z.object({ imageHash: z.string() }), z.object({ videoId: z.string() })]),
});

// ---- storage quota (docs/limits.md) ----
/** GET /library/usage: the bytes of the user's creatives, of uploads under way (counted from their start), and the quota. */
const libraryUsageSchema = z.object({
  usedBytes: z.number().int(),
  uploadingBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type LibraryUsage = z.infer<typeof libraryUsageSchema>;
export const libraryUsageResponseSchema = libraryItemResponseSchema(libraryUsageSchema);

// ---- copies ----
/** A few of the platform's call-to-action types, the ones an ad launched by Salvo may carry. */
export const CALL_TO_ACTIONS = [
  'LEARN_MORE',
  'SHOP_NOW',
  'SIGN_UP',
  'SUBSCRIBE',
  'GET_OFFER',
  'ORDER_NOW',
  'BOOK_NOW',
  'APPLY_NOW',
  'CONTACT_US',
  'DOWNLOAD',
  'GET_QUOTE',
  'WATCH_MORE',
  'NO_BUTTON',
] as const;
const callToActionSchema = z.enum(CALL_TO_ACTIONS);
const copyText = {
  primaryText: z.string().max(2200),
  headline: z.string().max(255),
  description: z.string().max(255),
};
/** A variation: other texts of the same ad, which the platform rotates (text options). */
const copyVariationSchema = z.object(copyText);
/** The platform takes at most 5 texts of each kind for one ad (asset feed): the copy's own and 4 variations. */
export const COPY_MAX_TEXTS = 5;
const copyFields = {
  name,
  ...copyText,
  callToAction: callToActionSchema,
  variations: z
    .array(copyVariationSchema)
    .max(COPY_MAX_TEXTS - 1, `At most ${COPY_MAX_TEXTS - 1} variations: the platform takes ${COPY_MAX_TEXTS} texts of each kind.`),
};
/** POST: a copy without variations has none. */
export const copyFieldsSchema = z.object({ ...copyFields, variations: copyFields.variations.default([]) });
export type CopyFields = z.infer<typeof copyFieldsSchema>;
const libraryCopySchema = copyFieldsSchema.extend({
  id: z.string(),
  variations: z.array(copyVariationSchema),
  createdAt: isoWithOffset,
  updatedAt: isoWithOffset,
});
export type LibraryCopy = z.infer<typeof libraryCopySchema>;
/** PUT: what is not sent is kept (no defaults here: a rename keeps the variations). */
export const updateCopyRequestSchema = z
  .object(copyFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field of the copy.' });
export const copyListResponseSchema = libraryPageSchema(libraryCopySchema);
export const copyResponseSchema = libraryItemResponseSchema(libraryCopySchema);

// ---- offers (docs/product-rules.md#library: name, url, displayLink, trackingUtm) ----
const offerFields = {
  name,
  url: z.url({ protocol: /^https?$/, error: 'Enter a URL starting with http:// or https://' }).max(2000),
  displayLink: z.string().max(200),
  trackingUtm: z.string().max(1000),
};
/** POST: the display link and tracking parameters are empty unless sent. */
export const offerFieldsSchema = z.object({
  ...offerFields,
  displayLink: offerFields.displayLink.default(''),
  trackingUtm: offerFields.trackingUtm.default(''),
});
export type OfferFields = z.infer<typeof offerFieldsSchema>;
const libraryOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  displayLink: z.string(),
  trackingUtm: z.string(),
  createdAt: isoWithOffset,
  updatedAt: isoWithOffset,
});
export type LibraryOffer = z.infer<typeof libraryOfferSchema>;
/** PUT: what is not sent is kept (no defaults here). */
export const updateOfferRequestSchema = z
  .object(offerFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field of the offer.' });
export const offerListResponseSchema = libraryPageSchema(libraryOfferSchema);
export const offerResponseSchema = libraryItemResponseSchema(libraryOfferSchema);

// ---- the ad account's own videos (its images: GET /library/account-media) ----
const accountVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  pictureUrl: z.string().nullable(),
  lengthSeconds: z.number().nullable(),
  ready: z.boolean(),
});
export type AccountVideo = z.infer<typeof accountVideoSchema>;
export const accountVideosResponseSchema = assetEnvelopeSchema(z.array(accountVideoSchema));
