import type { AdAccount } from '../../lib/contract/assets';
import { platformAccessToken } from '../auth/sessions';
import { DEFAULT_CURRENCY } from '../../lib/rules/constants';
import { fromPlatformAmount } from '../../lib/rules/currency';
import type { AppDeps } from '../deps';
import { GraphError } from './graph-client';

// Every account-scoped call checks that the user's platform connection reaches the ad account, by reading
// it with the user's own token: the platform is the authority on who may use which account.

export class AccountNotReachableError extends Error {
  override name = 'AccountNotReachableError';
  constructor(accountId: string) {
    super(`Ad account ${accountId} was not found or is not available to you.`);
  }
}

export interface ReachedAccount {
  accessToken: string;
  account: AdAccount;
}

interface PlatformAdAccount {
  id: string;
  name?: string;
  currency?: string;
  timezone_name?: string;
  timezone_offset_hours_utc?: number;
  min_daily_budget?: string | number;
  default_dsa_beneficiary?: string;
  default_dsa_payor?: string;
}

const AD_ACCOUNT_FIELDS = 'id,name,currency,timezone_name,timezone_offset_hours_utc,min_daily_budget,default_dsa_beneficiary,default_dsa_payor';

export async function reachAccount(deps: AppDeps, userId: string, accountId: string): Promise<ReachedAccount> {
  const accessToken = await platformAccessToken(deps, userId);
  return { accessToken, account: await readAccount(deps, accessToken, accountId) };
}

/** The ad account as `accessToken` reaches it; AccountNotReachableError when it does not. */
export async function readAccount(deps: AppDeps, accessToken: string, accountId: string): Promise<AdAccount> {
  try {
    return toAdAccount(await deps.graph.get<PlatformAdAccount>(accountId, accessToken, { fields: AD_ACCOUNT_FIELDS }), accountId);
  } catch (error) {
    if (error instanceof GraphError && (error.isNotFoundOrForbidden || error.code === 100)) throw new AccountNotReachableError(accountId);
    throw error;
  }
}

export function toAdAccount(raw: PlatformAdAccount, accountId: string): AdAccount {
  const currency = raw.currency || DEFAULT_CURRENCY;
  return {
    id: raw.id?.startsWith('act_') ? raw.id : accountId,
    name: raw.name ?? accountId,
    data: {
      currency,
      timezone_name: raw.timezone_name || 'Etc/UTC',
      timezone_offset_hours_utc: typeof raw.timezone_offset_hours_utc === 'number' ? raw.timezone_offset_hours_utc : 0,
      minDailyBudget: fromPlatformAmount(raw.min_daily_budget, currency),
      ...dsaDefaultsOf(raw),
    },
  };
}

/** The account's DSA defaults as it names them (blank ones left out), absent when it names neither. */
function dsaDefaultsOf(raw: PlatformAdAccount): Pick<AdAccount['data'], 'dsaDefaults'> {
  const beneficiary = raw.default_dsa_beneficiary?.trim();
  const payor = raw.default_dsa_payor?.trim();
  if (!beneficiary && !payor) return {};
  return { dsaDefaults: { ...(beneficiary ? { beneficiary } : {}), ...(payor ? { payor } : {}) } };
}
