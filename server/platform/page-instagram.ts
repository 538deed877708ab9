import type { AppDeps } from '../deps';
import { GraphError } from './graph-client';

// Whether a Page has a professional Instagram account of its own, which the platform lets stand for it on Instagram
// when an ad names none (sim/README.md#refused-after-the-ad-set). 'unknown' when the Page is not the caller's to read
// (the platform refuses the ad's creative for that on its own); 'not a page' when the id names another kind of object
// (a pixel's, say), which has no such edge.

type PageInstagram = 'has one' | 'none' | 'unknown' | 'not a page';

export async function pageHasInstagram(deps: AppDeps, accessToken: string, pageId: string): Promise<PageInstagram> {
  try {
    const accounts = await deps.graph.getAll<{ id: string; account_type?: string }>(`${pageId}/instagram_accounts`, accessToken, {
      fields: 'id,account_type',
      limit: 100,
    });
    return accounts.some((a) => a.account_type !== 'PERSONAL') ? 'has one' : 'none';
  } catch (error) {
    if (error instanceof GraphError && error.isNotFoundOrForbidden) return 'unknown';
    if (error instanceof GraphError && error.code === 100 && /nonexisting field/.test(error.message)) return 'not a page';
    throw error;
  }
}
