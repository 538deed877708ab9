// Naming conventions (docs/product-rules.md#naming-placeholders: naming placeholders, naming conventions accept
// placeholders in double braces. A choice labelled default replaces the value; others are appended with a space).

export type PlaceholderGroup = 'Time Period' | 'Campaign' | 'Ad Set' | 'Ad' | 'Folder';

export interface Placeholder {
  key: string;
  label: string;
  group: PlaceholderGroup;
}

/** The placeholders in the order of docs/product-rules.md#naming-placeholders; each key is written `{{key}}`. */
const PLACEHOLDERS: readonly Placeholder[] = [
  // The launch's start, in the ad account's time zone (naming-values.ts namingInstant): the picker says so.
  { key: 'year', label: 'Start Year', group: 'Time Period' },
  { key: 'month', label: 'Start Month', group: 'Time Period' },
  { key: 'day', label: 'Start Day', group: 'Time Period' },
  { key: 'date', label: 'Start Date (YYYY/MM/DD)', group: 'Time Period' },
  { key: 'time', label: 'Start Time', group: 'Time Period' },
  { key: 'offer_name', label: 'Offer Name', group: 'Campaign' },
  { key: 'conversion_objective', label: 'Conversion Objective', group: 'Campaign' },
  { key: 'ad_account_id', label: 'Ad Account ID', group: 'Campaign' },
  { key: 'campaign_type', label: 'Campaign Type', group: 'Campaign' },
  { key: 'conversion_shortcode', label: 'Conversion Shortcode', group: 'Campaign' },
  { key: 'campaign_id', label: 'Campaign ID', group: 'Ad Set' },
  { key: 'adset_id', label: 'Ad Set ID', group: 'Ad Set' },
  { key: 'objective', label: 'Objective', group: 'Ad Set' },
  { key: 'pixel', label: 'Pixel', group: 'Ad Set' },
  { key: 'age_range', label: 'Age Range', group: 'Ad Set' },
  { key: 'gender', label: 'Gender', group: 'Ad Set' },
  { key: 'copy_variation', label: 'Copy Variation', group: 'Ad Set' },
  { key: 'creative_variation', label: 'Creative Variation', group: 'Ad Set' },
  { key: 'headline', label: 'Headline', group: 'Ad' },
  { key: 'ad_name', label: 'Ad Name', group: 'Ad' },
  { key: 'creative_name', label: 'Creative Name', group: 'Ad' },
  // Plus folder name when a folder or a single creative is selected (docs/product-rules.md#naming-placeholders).
  { key: 'folder_name', label: 'Folder Name', group: 'Folder' },
];

export const placeholder = (key: string): string => `{{${key}}}`;

/** Defaults exist for campaign, ad set and ad (docs/product-rules.md#naming-placeholders); the ad default is creative
 * name, a separator, creative variation and copy variation. The campaign and ad set defaults are Salvo's choice (not
 * shown). */
export const DEFAULT_NAMING = {
  campaign: '{{campaign_type}} | {{conversion_shortcode}} | {{date}}',
  adSet: '{{age_range}} | {{gender}}',
  ad: '{{creative_name}} | {{creative_variation}}{{copy_variation}}',
} as const;
/** A dated variant adds the current date (docs/product-rules.md#naming-placeholders). */
export const DATED_AD_NAMING = '{{date}} | {{creative_name}} | {{creative_variation}}{{copy_variation}}';

/** Placeholders offered for a level (docs/product-rules.md#naming-placeholders: with folder name only when a folder
 * or a single creative is selected). */
export function placeholdersFor(level: 'campaign' | 'adSet' | 'ad', withFolder: boolean): Placeholder[] {
  const groups: Record<typeof level, PlaceholderGroup[]> = {
    campaign: ['Time Period', 'Campaign'],
    adSet: ['Time Period', 'Campaign', 'Ad Set'],
    ad: ['Time Period', 'Campaign', 'Ad Set', 'Ad'],
  };
  return PLACEHOLDERS.filter((p) => groups[level].includes(p.group) || (withFolder && p.group === 'Folder'));
}

/** Picker rule (docs/product-rules.md#naming-placeholders): a choice labelled default replaces the value; others are
 * appended with a space. */
export function applyNamingChoice(current: string, choice: string, isDefault: boolean): string {
  if (isDefault || current.trim() === '') return choice;
  return `${current} ${choice}`;
}

/** The placeholder keys a convention uses, in order. */
export function placeholdersIn(convention: string): string[] {
  return [...convention.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1] ?? '');
}

/** Time Period values for an instant (docs/product-rules.md#naming-placeholders), read in `timeZone` (the ad
 * account's). */
export function timeValues(now: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'date' | 'time', string> {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const year = parts.year ?? '';
  const month = parts.month ?? '';
  const day = parts.day ?? '';
  return { year, month, day, date: `${year}/${month}/${day}`, time: `${parts.hour ?? ''}:${parts.minute ?? ''}` };
}

/** Renders `{{key}}` with `values`; unknown or missing keys render empty, extra spaces collapse. */
export function renderName(convention: string, values: Partial<Record<string, string | number>>): string {
  return convention
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_m, key: string) => {
      const v = values[key];
      return v === undefined ? '' : String(v);
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Gender in names (docs/product-rules.md#age-and-gender): M, F or MF. */
export function genderCode(gender: 'all' | 'men' | 'women'): 'M' | 'F' | 'MF' {
  return gender === 'men' ? 'M' : gender === 'women' ? 'F' : 'MF';
}

/** Age range in names; 65 is shown as 65+ (docs/product-rules.md#age-and-gender). */
export function ageRangeLabel(min: number, max: number): string {
  return `${min}-${max >= 65 ? '65+' : max}`;
}
