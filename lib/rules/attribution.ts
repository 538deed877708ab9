// The attribution settings an optimization goal allows (docs/product-rules.md#attribution-and-performance-goal): the
// platform takes 1- or 7-day click and a 1-day view, a view window on conversion goals only (28-day click and 7-day
// view are no longer settable: sim/README.md#attribution-windows). Traffic goals: 1-day click.
import type { AttributionSetting } from '../contract/assets';
import { DEFAULT_ATTRIBUTION, TRAFFIC_ATTRIBUTION } from './constants';

const ATTRIBUTION_NAMES: Record<string, string> = {
  '7c-1v': '7-day click and 1-day view',
  '7c-0v': '7-day click',
  '1c-1v': '1-day click and 1-day view',
  '1c-0v': '1-day click',
};

/** The options of an optimization goal: traffic goals click-through 1 day only; conversions and leads all four. */
export function attributionSettings(goal: string | undefined): AttributionSetting[] {
  if (goal === 'LINK_CLICKS' || goal === 'LANDING_PAGE_VIEWS') {
    return [{ id: TRAFFIC_ATTRIBUTION, name: ATTRIBUTION_NAMES[TRAFFIC_ATTRIBUTION] ?? TRAFFIC_ATTRIBUTION, isDefault: true }];
  }
  return Object.entries(ATTRIBUTION_NAMES).map(([id, name]) => ({ id, name, isDefault: id === DEFAULT_ATTRIBUTION }));
}
