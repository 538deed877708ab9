// Creates (POST act_{id}/campaigns|adsets|adcreatives|ads), status updates (POST /{id}) and deletes (DELETE /{id}).
import { startReview } from '../state/ad-review';
import { insertObject, isoAt, recomputeEffectiveStatuses, refreshEffectiveStatus, setStatus } from '../state/store';
import type { GraphObject, ObjectType, SimAdAccount, World } from '../state/world';
import { withDefaultFeatures } from './creative-features';
import { GraphError, invalidParam, unsupportedRequest } from './errors';
import { paramTables } from './params';
import { withDsaDefaults } from './rules/adset-targeting';
import { checkRules } from './rules/index';
import type { Edge } from './rules/types';
import { silentlyChanged } from './rules/silent-changes';
import { widenedForCategory } from './rules/special-category';
import { asRecord } from './rules/types';
import { validateParams } from './validate';
import { refuseOverPageLimit } from './ads-volume';
import { resolveAdLabels } from './labels';
import { validateStructs } from './validate-structs';
import { OLDEST_VERSION } from './versions';
import { withPlaceNames } from '../search/geo';

// The platform answers budgets as strings of cents.
const BUDGET_FIELDS = [
  'daily_budget',
  'lifetime_budget',
  'spend_cap',
  'daily_min_spend_target',
  'daily_spend_cap',
  'lifetime_min_spend_target',
  'lifetime_spend_cap',
];

const EDGE_TYPE: Record<Edge, ObjectType> = { campaigns: 'campaign', adsets: 'adset', ads: 'ad', adcreatives: 'adcreative' };
const SPEC_NODE: Partial<Record<ObjectType, string>> = { campaign: 'Campaign', adset: 'AdSet', ad: 'Ad', adcreative: 'AdCreative' };

function storable(values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = { ...values };
  delete data.execution_options;
  for (const f of BUDGET_FIELDS) if (typeof data[f] === 'number') data[f] = String(data[f]);
  return data;
}

/** CREDIT is folded into FINANCIAL_PRODUCTS_SERVICES, which replaced it in January 2025 (UNVERIFIED: whether the
 * platform folds or refuses it). None sent: an empty list. */
function foldedCategories(categories: unknown): unknown[] {
  const list = Array.isArray(categories) ? categories.map((c) => (c === 'CREDIT' ? 'FINANCIAL_PRODUCTS_SERVICES' : c)) : [];
  return [...new Set(list)];
}

function ownObject(world: World, account: SimAdAccount, id: unknown, type: ObjectType, param: string): GraphObject {
  const obj = world.objects.get(String(id));
  if (!obj || obj.type !== type || obj.accountId !== account.id || obj.data.status === 'DELETED') {
    throw invalidParam(`(#100) Param ${param} is invalid: object ${String(id)} not found in ${account.id}`, {
      userTitle: 'Invalid parent object',
      userMsg: `${param} ${String(id)} does not exist in this ad account.`,
    });
  }
  return obj;
}

function isValidateOnly(values: Record<string, unknown>): boolean {
  return Array.isArray(values.execution_options) && values.execution_options.includes('validate_only');
}

export function createObject(
  world: World,
  account: SimAdAccount,
  edge: Edge,
  params: Record<string, unknown>,
  version: number = OLDEST_VERSION,
): Record<string, unknown> {
  const table = paramTables[`AdAccount:POST:${edge}`];
  if (!table) throw invalidParam(`(#100) Unsupported edge ${edge}`);
  let values = validateParams(table, params);
  let campaign: GraphObject | undefined;
  let adset: GraphObject | undefined;
  if (edge === 'adsets') {
    if (values.campaign_id === undefined)
      throw invalidParam('(#100) The parameter campaign_id is required', { userTitle: 'Missing parameter', userMsg: 'The parameter campaign_id is required.' });
    campaign = ownObject(world, account, values.campaign_id, 'campaign', 'campaign_id');
  }
  if (edge === 'ads') {
    if (values.adset_id === undefined)
      throw invalidParam('(#100) The parameter adset_id is required', { userTitle: 'Missing parameter', userMsg: 'The parameter adset_id is required.' });
    adset = ownObject(world, account, values.adset_id, 'adset', 'adset_id');
  }
  if (edge === 'adsets') values = withDsaDefaults(values, account);
  const err = checkRules({ world, account, edge, values, campaign, version });
  if (err) throw err;
  validateStructs(values);
  resolveAdLabels(world, account, values.adlabels, true);

  let creativeRef: Record<string, unknown> | undefined;
  if (edge === 'ads' && adset && !isValidateOnly(values)) {
    const spec = asRecord(values.creative) ?? {};
    const stored = spec.creative_id !== undefined ? world.objects.get(String(spec.creative_id)) : undefined;
    const page = asRecord((stored ? stored.data : spec).object_story_spec)?.page_id;
    const running = (values.status ?? 'ACTIVE') === 'ACTIVE' && adset.data.effective_status === 'ACTIVE';
    refuseOverPageLimit(world, page === undefined ? undefined : String(page), running);
  }
  if (edge === 'ads') {
    const creative = asRecord(values.creative) ?? {};
    if (creative.creative_id !== undefined) {
      creativeRef = { id: ownObject(world, account, creative.creative_id, 'adcreative', 'creative').id };
    } else {
      // An inline creative spec: validated like POST adcreatives, created alongside the ad (not with validate_only).
      const inlineParams = isValidateOnly(values) ? { ...creative, execution_options: ['validate_only'] } : creative;
      const inline = createObjectValues(world, account, 'adcreatives', inlineParams, version);
      creativeRef = inline ? { id: inline } : undefined;
    }
  }
  if (isValidateOnly(values)) return { success: true };

  const data = storable(values);
  if (values.adlabels !== undefined) data.adlabels = resolveAdLabels(world, account, values.adlabels, false);
  if (edge === 'adsets' && campaign) {
    data.campaign_id = campaign.id;
    if (data.targeting !== undefined)
      data.targeting = withPlaceNames(silentlyChanged(widenedForCategory(data.targeting, campaign), { version, campaign, created: true }));
  }
  if (edge === 'ads' && adset) {
    data.adset_id = adset.id;
    data.campaign_id = adset.data.campaign_id;
    data.creative = creativeRef;
  }
  if (edge === 'campaigns') data.special_ad_categories = foldedCategories(data.special_ad_categories);
  if (edge === 'adcreatives') data.degrees_of_freedom_spec = withDefaultFeatures(data.degrees_of_freedom_spec);
  const obj = insertObject(world, EDGE_TYPE[edge], account.id, data);
  setStatus(obj, typeof values.status === 'string' ? values.status : 'ACTIVE');
  if (obj.type === 'ad') startReview(world, obj);
  refreshEffectiveStatus(world, obj);
  return { id: obj.id };
}

function createObjectValues(world: World, account: SimAdAccount, edge: Edge, params: Record<string, unknown>, version: number): string | undefined {
  const res = createObject(world, account, edge, params, version);
  return typeof res.id === 'string' ? res.id : undefined;
}

const BUDGET_CHANGES_PER_HOUR = 4;

/** 613/1487632: an ad set's budget may change at most 4 times an hour; sending the budget it has changes nothing. */
function chargeBudgetChange(world: World, obj: GraphObject, values: Record<string, unknown>): void {
  const changed = (k: string): boolean => values[k] !== undefined && String(values[k]) !== String(obj.data[k] ?? '');
  if (obj.type !== 'adset' || !(changed('daily_budget') || changed('lifetime_budget'))) return;
  const t = world.clock();
  const recent = (obj.budgetChanges ?? []).filter((c) => t - c < 3600_000);
  if (recent.length >= BUDGET_CHANGES_PER_HOUR) {
    throw new GraphError({
      message: '(#613) Calls to this api have exceeded the rate limit.',
      code: 613,
      subcode: 1487632,
      isTransient: true,
      userTitle: 'Budget changed too often',
      userMsg: `An ad set's budget can change at most ${BUDGET_CHANGES_PER_HOUR} times an hour.`,
    });
  }
  obj.budgetChanges = [...recent, t];
}

/** POST /{id}: the object's own update params (status, name, budgets...), checked by the update rules. */
export function updateObject(world: World, obj: GraphObject, params: Record<string, unknown>, version: number = OLDEST_VERSION): Record<string, unknown> {
  const node = SPEC_NODE[obj.type];
  const table = node ? paramTables[`${node}:POST:<self>`] : undefined;
  if (!table) throw unsupportedRequest('POST', obj.id);
  if (obj.data.status === 'DELETED') throw unsupportedRequest('POST', obj.id);
  const values = validateParams(table, params);
  if (obj.data.status === 'ARCHIVED') refuseArchivedChange(values);
  const edge = (Object.keys(EDGE_TYPE) as Edge[]).find((e) => EDGE_TYPE[e] === obj.type);
  const account = world.adAccounts.find((a) => a.id === obj.accountId);
  if (edge && account) {
    const merged = { ...obj.data, ...values };
    const campaign = obj.type === 'adset' ? world.objects.get(String(merged.campaign_id)) : undefined;
    const err = checkRules({ world, account, edge, values: merged, campaign, update: obj, sent: values, version });
    if (err) throw err;
  }
  validateStructs(values);
  if (account) resolveAdLabels(world, account, values.adlabels, true);
  if (isValidateOnly(values)) return { success: true };
  chargeBudgetChange(world, obj, values);
  const { status, ...rest } = storable(values);
  if (account && values.adlabels !== undefined) rest.adlabels = resolveAdLabels(world, account, values.adlabels, false);
  if (obj.type === 'adset' && rest.targeting !== undefined) {
    const campaign = world.objects.get(String(obj.data.campaign_id));
    rest.targeting = withPlaceNames(silentlyChanged(widenedForCategory(rest.targeting, campaign), { version, campaign, created: false }));
  }
  if (obj.type === 'campaign' && rest.special_ad_categories !== undefined) rest.special_ad_categories = foldedCategories(rest.special_ad_categories);
  Object.assign(obj.data, rest, { updated_time: isoAt(world.clock()) });
  if (typeof status === 'string') {
    setStatus(obj, status, world.clock());
    refreshEffectiveStatus(world, obj);
  }
  return { success: true };
}

/** An ARCHIVED object takes only its name and status DELETED (sim/README.md: the error is UNVERIFIED). */
function refuseArchivedChange(values: Record<string, unknown>): void {
  const other = Object.keys(values).find((k) => k !== 'name' && k !== 'status' && k !== 'execution_options');
  if (other || (values.status !== undefined && values.status !== 'DELETED'))
    throw invalidParam('An archived object can only be renamed or deleted.', { userTitle: 'Archived object' });
}

/** DELETE /{id}: the object stays readable with status DELETED, as on the platform; children follow. */
export function deleteObject(world: World, obj: GraphObject): Record<string, unknown> {
  if (obj.data.status === 'DELETED') throw unsupportedRequest('DELETE', obj.id);
  setStatus(obj, 'DELETED');
  for (const child of world.objects.values()) {
    if (child.data.campaign_id === obj.id || child.data.adset_id === obj.id) setStatus(child, 'DELETED');
  }
  recomputeEffectiveStatuses(world);
  return { success: true };
}
