// Conversion events (docs/product-rules.md#pixel-and-conversion-event: compatibility, ordering and groups).
import { LEAD_ALLOWED_EVENTS, PURCHASE_EVENT } from './constants';
import type { BidStrategy, ConversionEvent, Objective } from './types';

/** The platform's event type of an event: its `eventType`, else a standard event's fbId or id, else OTHER. */
export function eventTypeOf(event: Pick<ConversionEvent, 'id' | 'fbId' | 'type' | 'eventType'>): string {
  if (event.eventType) return event.eventType.toUpperCase();
  if (event.type === 'standard') return (event.fbId ?? event.id).toUpperCase();
  return 'OTHER';
}

export interface EventContext {
  objective: Objective;
  useInstantForms: boolean;
  shopEnabled: boolean;
  bidStrategy: BidStrategy;
}

/** docs/product-rules.md#pixel-and-conversion-event: does an event need to be chosen? Traffic picks its own default;
 * instant forms optimise for leads. */
export function isConversionEventRequired(ctx: Pick<EventContext, 'objective' | 'useInstantForms'>): boolean {
  if (ctx.objective === 'traffic') return false;
  if (ctx.objective === 'lead-form') return !ctx.useInstantForms;
  return true;
}

/** Lead objective without instant forms (docs/product-rules.md#pixel-and-conversion-event): only the listed standard
 * events. */
export function isLeadCompatibleEvent(eventType: string): boolean {
  return (LEAD_ALLOWED_EVENTS as readonly string[]).includes(eventType.toUpperCase());
}

/** docs/product-rules.md#pixel-and-conversion-event: Purchase is mandatory for Website + Shop. */
export function requiresPurchase(ctx: Pick<EventContext, 'objective' | 'shopEnabled'>): boolean {
  return ctx.objective === 'website-conversions' && ctx.shopEnabled;
}

/** Compatibility (docs/product-rules.md#pixel-and-conversion-event): lead events for the lead objective; Purchase
 * for the highestValue strategy. */
export function isEventCompatible(eventType: string, ctx: EventContext): boolean {
  const type = eventType.toUpperCase();
  if (ctx.objective === 'lead-form' && !ctx.useInstantForms && !isLeadCompatibleEvent(type)) return false;
  if (ctx.bidStrategy === 'highestValue' && type !== PURCHASE_EVENT) return false;
  return true;
}

/** Ordering (docs/product-rules.md#conventions): standard, custom, pixel, other. */
const ORDER: Record<string, number> = { standard: 0, custom: 1, pixel: 2 };
const EVENT_GROUP_NAMES = { standard: 'Standard Events', custom: 'Custom Conversions', pixel: 'Pixel Events' } as const;

export function sortConversionEvents<T extends Pick<ConversionEvent, 'type' | 'name'>>(events: readonly T[]): T[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (ORDER[a.e.type] ?? 3) - (ORDER[b.e.type] ?? 3) || a.i - b.i)
    .map(({ e }) => e);
}

/** Groups (docs/product-rules.md#pixel-and-conversion-event), in order, leaving out empty ones. Events of an unknown
 * type go to a last group 'Other'. */
export function groupConversionEvents<T extends Pick<ConversionEvent, 'type' | 'name'>>(events: readonly T[]): Array<{ group: string; events: T[] }> {
  const groups = new Map<string, T[]>();
  for (const e of sortConversionEvents(events)) {
    const name = (EVENT_GROUP_NAMES as Record<string, string>)[e.type] ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), e]);
  }
  return [...groups].map(([group, list]) => ({ group, events: list }));
}

/** If pixel or event is invalid the event resets to the first valid one
 * (docs/product-rules.md#pixel-and-conversion-event). */
export function firstValidEvent<T extends ConversionEvent>(events: readonly T[], ctx: EventContext): T | null {
  return (
    sortConversionEvents(events).find((e) => isEventCompatible(eventTypeOf(e), ctx) && (!requiresPurchase(ctx) || eventTypeOf(e) === PURCHASE_EVENT)) ?? null
  );
}
