// What the platform changes in an ad set's targeting without an error (sim/README.md#versions): Messenger Stories
// dropped from messenger_positions (v26, every version since 2026-10-27), and from v27 a new Sales ad set that
// targets devices or operating systems reaching other mobile devices unless it says device 0.
import type { GraphObject } from '../../state/world';
import { asRecord } from './types';

const DEVICE_EXPANSION_SINCE = 27;

export function silentlyChanged(targeting: unknown, at: { version: number; campaign?: GraphObject; created: boolean }): unknown {
  const t = asRecord(targeting);
  if (!t) return targeting;
  const out: Record<string, unknown> = { ...t };
  if (Array.isArray(t.messenger_positions)) out.messenger_positions = t.messenger_positions.filter((p) => p !== 'story');
  const sales = at.campaign?.data.objective === 'OUTCOME_SALES';
  const devices = (Array.isArray(t.user_os) && t.user_os.length > 0) || (Array.isArray(t.user_device) && t.user_device.length > 0);
  const automation = asRecord(t.targeting_automation) ?? {};
  const individual = asRecord(automation.individual_setting) ?? {};
  if (at.created && at.version >= DEVICE_EXPANSION_SINCE && sales && devices && individual.device === undefined) {
    out.targeting_automation = { ...automation, individual_setting: { ...individual, device: 1 } };
  }
  return out;
}
