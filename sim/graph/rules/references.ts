// Ids a call points at must exist for this ad account: image hashes and pixels are per account (a bulk launch
// to several accounts cannot reuse them), Instagram accounts must be professional and linked, lead forms must
// belong to the creative's page and be active; custom audiences are the account's own, catalogs (their product sets and
// products) its business's.
import { invalidParam } from '../errors';
import type { Rule, RuleContext } from './types';
import { asRecord, has } from './types';

function imageHashes(values: Record<string, unknown>): string[] {
  const spec = asRecord(values.object_story_spec);
  const link = asRecord(spec?.link_data);
  const video = asRecord(spec?.video_data);
  const children = Array.isArray(link?.child_attachments) ? link.child_attachments : [];
  return [values.image_hash, link?.image_hash, video?.image_hash, ...children.map((c) => asRecord(c)?.image_hash)].filter(
    (h): h is string => typeof h === 'string' && h !== '',
  );
}

export const imageHashInAccount: Rule = {
  name: 'image-hash-in-account',
  edges: ['adcreatives'],
  check: ({ values, world, account }) => {
    const missing = imageHashes(values).find((hash) => !world.adImages.some((i) => i.hash === hash && i.adAccountId === account.id));
    if (!missing) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Image not found',
      userMsg: `The image hash ${missing} is not an image of ad account ${account.account_id}; upload it to this account first.`,
    });
  },
};

export const instagramUserUsable: Rule = {
  name: 'instagram-user-usable',
  edges: ['adcreatives'],
  check: ({ values, world, account }) => {
    const id = asRecord(values.object_story_spec)?.instagram_user_id ?? values.instagram_user_id;
    if (!has(id)) return undefined;
    const ig = world.instagramAccounts.find((i) => i.id === String(id) && i.adAccountIds.includes(account.id));
    if (ig && ig.kind !== 'personal') return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Instagram account cannot be used',
      userMsg: ig
        ? `The Instagram account @${ig.username} is a personal account; switch it to a professional account to run ads.`
        : `The Instagram account ${String(id)} is not connected to this ad account.`,
    });
  },
};

const promoted = (ctx: RuleContext): Record<string, unknown> | undefined => asRecord(ctx.values.promoted_object);

export const promotedPixelInAccount: Rule = {
  name: 'promoted-pixel-in-account',
  edges: ['adsets'],
  check: (ctx) => {
    const pixelId = promoted(ctx)?.pixel_id;
    if (!has(pixelId) || ctx.world.pixels.some((p) => p.id === String(pixelId) && p.adAccountIds.includes(ctx.account.id))) return undefined;
    return invalidParam('Invalid parameter', { userTitle: 'Pixel not available', userMsg: `The pixel ${String(pixelId)} is not shared with this ad account.` });
  },
};

export const promotedPageInAccount: Rule = {
  name: 'promoted-page-in-account',
  edges: ['adsets'],
  check: (ctx) => {
    const pageId = promoted(ctx)?.page_id;
    if (!has(pageId) || ctx.world.pages.some((p) => p.id === String(pageId) && p.adAccountIds.includes(ctx.account.id))) return undefined;
    return invalidParam('Invalid parameter', { userTitle: 'Page not available', userMsg: `The Page ${String(pageId)} cannot be promoted by this ad account.` });
  },
};

export const leadFormOfPage: Rule = {
  name: 'lead-form-of-page',
  edges: ['adcreatives'],
  check: ({ values, world }) => {
    const spec = asRecord(values.object_story_spec);
    const data = asRecord(spec?.link_data) ?? asRecord(spec?.video_data);
    const formId = asRecord(asRecord(data?.call_to_action)?.value)?.lead_gen_form_id;
    if (!has(formId)) return undefined;
    const form = world.objects.get(String(formId));
    if (form?.type === 'leadgen_form' && form.data.page_id === String(spec?.page_id) && form.data.status === 'ACTIVE') return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Lead form not usable',
      userMsg: `The lead form ${String(formId)} is not an active form of the Page ${String(spec?.page_id)}.`,
    });
  },
};

/** Ids of a targeting list (`custom_audiences: [{id}]`, ids alone also read). */
const idsOf = (list: unknown): string[] =>
  (Array.isArray(list) ? list : []).map((a) => String(asRecord(a)?.id ?? a)).filter((id) => id !== '' && id !== 'undefined');

// A custom audience is its ad account's own: another account includes or excludes it only once it is shared with that
// account (the simulator shares none). Wording UNVERIFIED.
export const customAudiencesInAccount: Rule = {
  name: 'custom-audiences-in-account',
  edges: ['adsets'],
  check: ({ values, world, account }) => {
    const targeting = asRecord(values.targeting);
    const ids = [...idsOf(targeting?.custom_audiences), ...idsOf(targeting?.excluded_custom_audiences)];
    const foreign = ids.find((id) => {
      const audience = world.objects.get(id);
      return audience?.type !== 'custom_audience' || audience.accountId !== account.id;
    });
    if (foreign === undefined) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Custom audience not available',
      userMsg: `The custom audience ${foreign} does not belong to ad account ${account.account_id} and is not shared with it.`,
    });
  },
};

/** A catalog object (catalog, product set, product) the account's business gives it. */
const catalogObjectOf = (ctx: RuleContext, id: unknown, type: 'catalog' | 'product_set' | 'product'): boolean => {
  const o = ctx.world.objects.get(String(id));
  return o?.type === type && (o.visibleTo ?? [o.accountId]).includes(ctx.account.id);
};

// Catalogs belong to a business and serve its ad accounts: a campaign promotes one of them, an ad set one of its
// product sets or products. Wording UNVERIFIED.
export const promotedCatalogInAccount: Rule = {
  name: 'promoted-catalog-in-account',
  edges: ['campaigns', 'adsets'],
  check: (ctx) => {
    const po = promoted(ctx);
    const refs: Array<[unknown, 'catalog' | 'product_set' | 'product', string]> = [
      [po?.product_catalog_id, 'catalog', 'catalog'],
      [po?.product_set_id, 'product_set', 'product set'],
      [po?.product_item_id, 'product', 'product'],
    ];
    const bad = refs.find(([id, type]) => has(id) && !catalogObjectOf(ctx, id, type));
    if (!bad) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Catalog not available',
      userMsg: `The ${bad[2]} ${String(bad[0])} is not in a catalog of ad account ${ctx.account.account_id}'s business.`,
    });
  },
};
