// POST /{campaign|adset|ad}_id/copies: deep copy, status option, rename options. A synchronous copy handles at
// most 3 objects (sim/README.md); larger trees need the asynchronous endpoints.
import { insertObject, listObjects, recomputeEffectiveStatuses, setStatus } from '../state/store';
import type { GraphObject, World } from '../state/world';
import { invalidParam, unsupportedRequest } from './errors';
import { paramTables } from './params';
import { legacyCampaignError, legacyCampaignOf } from './rules/legacy-campaigns';
import { asRecord } from './rules/types';
import { validateParams } from './validate';

const MAX_SYNC_COPY = 3;

const NODE = { campaign: 'Campaign', adset: 'AdSet', ad: 'Ad' } as const;
const CHILD_KEY = { campaign: 'campaign_id', adset: 'adset_id' } as const;
const LABEL = { campaign: 'campaign', adset: 'ad_set', ad: 'ad' } as const;

type Copyable = GraphObject & { type: 'campaign' | 'adset' | 'ad' };
const isCopyable = (o: GraphObject): o is Copyable => o.type === 'campaign' || o.type === 'adset' || o.type === 'ad';

function children(world: World, obj: GraphObject): Copyable[] {
  if (obj.type === 'ad') return [];
  const key = CHILD_KEY[obj.type as 'campaign' | 'adset'];
  const type = obj.type === 'campaign' ? 'adset' : 'ad';
  return listObjects(world, type, (o) => o.data[key] === obj.id && o.data.status !== 'DELETED').filter(isCopyable);
}

function countTree(world: World, obj: GraphObject, deep: boolean): number {
  return 1 + (deep ? children(world, obj).reduce((n, c) => n + countTree(world, c, true), 0) : 0);
}

interface CopyOptions {
  deep: boolean;
  status: string;
  prefix: string;
  suffix: string;
  strategy: string;
}

export function copyObject(world: World, source: GraphObject, params: Record<string, unknown>): Record<string, unknown> {
  if (!isCopyable(source) || source.data.status === 'DELETED') throw unsupportedRequest('POST', `${source.id}/copies`);
  const legacy = legacyCampaignOf(world, source);
  if (legacy) throw legacyCampaignError(legacy, 'copying it or its ad sets and ads');
  const values = validateParams(paramTables[`${NODE[source.type]}:POST:copies`] ?? {}, params);
  const rename = asRecord(values.rename_options) ?? {};
  const opts: CopyOptions = {
    deep: values.deep_copy === true,
    status: typeof values.status_option === 'string' ? values.status_option : 'PAUSED',
    prefix: typeof rename.rename_prefix === 'string' ? rename.rename_prefix : '',
    suffix: typeof rename.rename_suffix === 'string' ? rename.rename_suffix : rename.rename_prefix === undefined ? ' - Copy' : '',
    strategy: typeof rename.rename_strategy === 'string' ? rename.rename_strategy : 'ONLY_TOP_LEVEL_RENAME',
  };
  const total = countTree(world, source, opts.deep);
  if (total > MAX_SYNC_COPY) {
    throw invalidParam('Invalid parameter', {
      userTitle: 'Too many objects to copy',
      userMsg: `A synchronous copy handles at most ${MAX_SYNC_COPY} objects; this one has ${total}. Use an asynchronous batch request.`,
    });
  }
  const parentOverride: Record<string, unknown> = {};
  for (const key of ['campaign_id', 'adset_id'] as const) {
    if (typeof values[key] !== 'string') continue;
    const target = world.objects.get(values[key]);
    if (!target || target.accountId !== source.accountId || target.type !== (key === 'campaign_id' ? 'campaign' : 'adset')) {
      throw invalidParam(`(#100) Param ${key} is invalid: object ${values[key]} not found in act_${String(source.data.account_id)}`);
    }
    parentOverride[key] = target.id;
    if (key === 'adset_id') parentOverride.campaign_id = target.data.campaign_id;
  }
  for (const key of ['start_time', 'end_time'] as const) if (values[key] !== undefined) parentOverride[key] = values[key];
  const ids: { ad_object_type: string; source_id: string; copied_id: string }[] = [];
  const top = copyTree(world, source, opts, parentOverride, true, ids);
  recomputeEffectiveStatuses(world);
  return { [`copied_${LABEL[source.type] === 'ad_set' ? 'adset' : source.type}_id`]: top.id, ad_object_ids: ids };
}

function copyTree(
  world: World,
  source: Copyable,
  opts: CopyOptions,
  overrides: Record<string, unknown>,
  top: boolean,
  ids: { ad_object_type: string; source_id: string; copied_id: string }[],
): GraphObject {
  const { id: _id, created_time: _c, updated_time: _u, account_id: _a, ...data } = source.data;
  const rename = opts.strategy === 'DEEP_RENAME' || (top && opts.strategy !== 'NO_RENAME');
  if (rename) data.name = `${opts.prefix}${String(data.name ?? '')}${opts.suffix}`;
  const copy = insertObject(world, source.type, source.accountId, { ...data, ...overrides, source_id: source.id });
  const inherited = typeof source.data.status === 'string' ? source.data.status : 'PAUSED';
  setStatus(copy, opts.status === 'INHERITED_FROM_SOURCE' ? inherited : opts.status);
  ids.push({ ad_object_type: LABEL[source.type], source_id: source.id, copied_id: copy.id });
  if (opts.deep) {
    for (const child of children(world, source)) {
      const childOverrides: Record<string, unknown> =
        child.type === 'adset' ? { campaign_id: copy.id } : { adset_id: copy.id, campaign_id: copy.data.campaign_id };
      copyTree(world, child, opts, childOverrides, false, ids);
    }
  }
  return copy;
}
