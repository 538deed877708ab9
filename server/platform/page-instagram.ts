import type { AppDeps } from '../deps';
import { GraphError } from './graph-client';

// Whether a Page has a professional Instagram account of its own, which the platform lets stand for it on Instagram
// when an ad names none (sim/README.md#refused-after-the-ad-set). Undefined when the Page is not the caller's to read:
// the platform refuses the ad's creative for that on its own.

export async function pageHasInstagram(deps: AppDeps, accessToken: string, pageId: string): Promise<boolean | undefined> {
  try {
    const accounts = await deps.graph.getAll<{ id: string; account_type?: string }>(`${pageId}/instagram_accounts`, accessToken, {
      fields: 'id,account_type',
      limit: 100,
    });
    return accounts.some((a) => a.account_type !== 'PERSONAL');
  } catch (error) {
    if (error instanceof GraphError && (error.isNotFoundOrForbidden || (error.code === 100 && error.subcode === 33))) return undefined;
    throw error;
  }
}
