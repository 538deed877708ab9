// Nested validation of structured params against the spec's struct fields: an unknown key inside targeting,
// promoted_object, object_story_spec, asset_feed_spec... or an enum value outside the spec answers code 100, as top-level params do.
// Scalars are not type-checked here: the platform coerces them loosely.
import { invalidParam } from './errors';
import { structEnums, structFields } from './struct-fields';

const PARAM_STRUCTS: Record<string, string> = {
  targeting: 'Targeting',
  promoted_object: 'AdPromotedObject',
  attribution_spec: 'AttributionSpec',
  adset_schedule: 'DayPart',
  bid_constraints: 'AdCampaignBidConstraint',
  object_story_spec: 'AdCreativeObjectStorySpec',
  asset_feed_spec: 'AdAssetFeedSpec',
  degrees_of_freedom_spec: 'AdCreativeDegreesOfFreedomSpec',
  contextual_multi_ads: 'AdCreativeContextualMultiAds',
  call_to_action: 'AdCreativeLinkDataCallToAction',
  evaluation_spec: 'AdRuleEvaluationSpec',
  execution_spec: 'AdRuleExecutionSpec',
  schedule_spec: 'AdRuleScheduleSpec',
};

function checkValue(value: unknown, type: string, path: string): void {
  const list = /^list<(.+)>$/.exec(type);
  if (list?.[1]) {
    if (Array.isArray(value)) value.forEach((v, i) => checkValue(v, list[1] ?? '', `${path}[${i}]`));
    return;
  }
  if (structFields[type]) {
    checkStruct(value, type, path);
    return;
  }
  const allowed = structEnums[type];
  if (allowed && !(typeof value === 'string' && allowed.includes(value))) {
    const msg = `${path} must be one of {${allowed.join(', ')}}`;
    throw invalidParam(`(#100) ${msg}`, { userTitle: 'Invalid parameter value', userMsg: msg });
  }
}

function checkStruct(value: unknown, struct: string, path: string): void {
  const fields = structFields[struct];
  if (!fields || value === null || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const type = fields[key];
    if (type === undefined) {
      throw invalidParam('Invalid parameter', { userTitle: 'Unknown field', userMsg: `${path}.${key} is not a field of ${struct}.` });
    }
    checkValue(v, type, `${path}.${key}`);
  }
}

export function validateStructs(values: Record<string, unknown>): void {
  for (const [param, struct] of Object.entries(PARAM_STRUCTS)) {
    const v = values[param];
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((item, i) => checkStruct(item, struct, `${param}[${i}]`));
    else checkStruct(v, struct, param);
  }
}
