import { STEP_ONE_FIELDS } from '../../lib/rules/validate-step1';
import type { FieldErrors, FieldKey } from '../../lib/rules';
import type { SectionKey } from './draft-store';

// Where each draft field lives, so the Launch button's reason can take the user to it.

const SECTIONS: Record<SectionKey | 'step1', FieldKey[]> = {
  step1: [...STEP_ONE_FIELDS],
  budget: ['budgetMode', 'isCBO', 'budget', 'startTime', 'endTime', 'bidStrategy', 'bidAmount', 'targetRoas', 'useDayParting', 'dayPartingSchedule'],
  placements: ['advantagePlacement', 'deviceType', 'placementDevices', 'placementPlatforms', 'wifiOnly'],
  targeting: [
    'locations',
    'excludedLocations',
    'interests',
    'ageMin',
    'ageMax',
    'gender',
    'advantageAudience',
    'savedAudience',
    'customAudiences',
    'excludedAudiences',
    'customerListCertified',
    'attributionSettingId',
    'performanceGoal',
    'adSetMinimumSpend',
    'adSetMaximumSpend',
  ],
  assets: [
    'page',
    'instagram',
    'pixel',
    'conversionEvent',
    'leadForm',
    'catalog',
    'product',
    'productSet',
    'destinationUrl',
    'displayLink',
    'urlTags',
    'naming',
  ],
  automations: ['automationIds'],
};
const ORDER = Object.values(SECTIONS).flat();

export const fieldId = (field: FieldKey): string => `field-${field}`;

export function sectionOf(field: FieldKey): SectionKey | 'step1' {
  for (const [section, fields] of Object.entries(SECTIONS)) if (fields.includes(field)) return section as SectionKey | 'step1';
  return 'assets';
}

/** The first message in screen order, with its field. */
export function firstError(errors: FieldErrors): { field: FieldKey; message: string } | null {
  const fields = Object.keys(errors) as FieldKey[];
  fields.sort((a, b) => (ORDER.indexOf(a) === -1 ? 999 : ORDER.indexOf(a)) - (ORDER.indexOf(b) === -1 ? 999 : ORDER.indexOf(b)));
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) return { field, message };
  }
  return null;
}

/** Messages of a section, to count them on its header. */
export const errorsIn = (section: SectionKey, errors: FieldErrors): number => SECTIONS[section].reduce((n, f) => n + (errors[f]?.length ?? 0), 0);

/** Scrolls to the field's control and focuses it, at once: its section opened, or Step 1 shown, synchronously before
 * (flushSync), so that the keys the buyer types right after the click reach the field. */
export function focusField(field: FieldKey): void {
  const el = document.getElementById(fieldId(field));
  if (!el) return;
  const target = el.matches('input, select, textarea, button') ? el : el.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), textarea');
  el.scrollIntoView({ block: 'center' });
  (target ?? el).focus();
}
