import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ANALYTICS_COUNTERS, type TAnalyticsCounter } from '@shared/constants/analytics';
import { LEAD_STATUS_VALUES, type TLeadStatus } from '@shared/constants/lead-capture';
import { zonedDate } from '@shared/time/zoned-time';
import type { TTransactItem } from './db';
import { defineEntity, type TItemKey } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

export type TAnalyticsCounts = Record<TAnalyticsCounter, number>;

/** Which rollup item: the agent's day, a listing's day (two sort orders) or a listing's month. */
export type TAnalyticsRollupKey =
  | { kind: 'day'; agentId: string; day: string }
  | { kind: 'dayOfListings'; agentId: string; day: string; listingId: string }
  | { kind: 'listingDay'; agentId: string; day: string; listingId: string }
  | { kind: 'monthOfListings'; agentId: string; month: string; listingId: string };

function rollupKey(key: TAnalyticsRollupKey): TItemKey {
  if (key.kind === 'day') return keys.analyticsDay(key.agentId, key.day);
  if (key.kind === 'dayOfListings') return keys.analyticsDayOfListings(key.agentId, key.day, key.listingId);
  if (key.kind === 'listingDay') return keys.analyticsListingDay(key.agentId, key.listingId, key.day);
  return keys.analyticsMonthOfListings(key.agentId, key.month, key.listingId);
}

const countersSchema = /* @__PURE__ */ lazySchema(() =>
  z.object(
    Object.fromEntries(ANALYTICS_COUNTERS.map((counter) => [counter, z._default(z.number(), 0)])) as Record<
      TAnalyticsCounter,
      z.ZodMiniDefault<z.ZodMiniNumber>
    >,
  ),
);

/**
 * ANALYTICS#agentId / DAY#…, DAYLISTING#…, LISTING#…#DAY#…, MONTHLISTING#…: counters an event's own
 * transaction adds to (ADD creates a missing item), so a day nothing happened on has no item.
 */
export const analyticsRollupEntity = defineEntity({
  name: ENTITY.analyticsRollup,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.pipe(
      z.extend(countersSchema, {
        day: z.optional(z.string()),
        month: z.optional(z.string()),
        listingId: z.optional(z.string()),
        listingTitle: z.optional(z.string()),
        timeZones: z.optional(z.set(z.string())),
      }),
      z.transform(({ day, month, listingId, listingTitle, timeZones, ...counts }) => ({
        period: day ?? month ?? '',
        listingId: listingId ?? null,
        listingTitle: listingTitle ?? null,
        // The zones whose days this item counts (a string set: an agent's day may gather listings of several
        // zones); items written before days followed the listing's zone counted UTC days.
        timeZones: timeZones && timeZones.size > 0 ? [...timeZones].sort() : [ANALYTICS_FALLBACK_ZONE],
        counts,
      })),
    ),
  ),
  key: rollupKey,
});

export type TAnalyticsRollup = ReturnType<typeof analyticsRollupEntity.parse>;

/** ANALYTICS#agentId / LEADSTATUS: how many of the agent's leads are in each status now. */
export const analyticsLeadStatusEntity = defineEntity({
  name: ENTITY.analyticsLeadStatus,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object(
      Object.fromEntries(LEAD_STATUS_VALUES.map((status) => [status, z._default(z.number(), 0)])) as Record<TLeadStatus, z.ZodMiniDefault<z.ZodMiniNumber>>,
    ),
  ),
  key: (owner: { agentId: string }) => keys.analyticsLeadStatus(owner.agentId),
});

/** The zone of a day whose event knows no listing zone (a profile contact), and of items stored before zones. */
export const ANALYTICS_FALLBACK_ZONE = 'UTC';

/**
 * The day an event counts on: the calendar day where the listing is (its IANA zone), so a 9 PM showing in
 * Honolulu is that evening's, not the next UTC day's. Without a zone (or with one the platform does not
 * know), the UTC day.
 */
export function analyticsDayOf(at: string, timeZone: string | null | undefined): { day: string; timeZone: string } {
  if (timeZone) {
    try {
      return { day: zonedDate(new Date(at), timeZone), timeZone };
    } catch {
      // An unknown zone name: count the UTC day rather than lose the event.
    }
  }
  return { day: at.slice(0, 10), timeZone: ANALYTICS_FALLBACK_ZONE };
}

/** Something that happened to an agent's listing (or, with no listing, to the agent: a profile contact). */
export type TAnalyticsEvent = {
  agentId: string;
  /** `timeZone`: the listing's IANA zone, whose calendar day the event counts on (absent: the UTC day). */
  listing: { id: string; title: string; timeZone?: string | null } | null;
  /** When it happened (ISO): it counts in that day (analyticsDayOf) and its month. */
  at: string;
  /** Without a listing (a profile contact): the agent's zone, that of their newest listing. */
  agentTimeZone?: string | null;
  counts: Partial<TAnalyticsCounts>;
  /** A lead arriving (from null) or moving to another status: counted for the day and in the current distribution. */
  leadStatus?: { from: TLeadStatus | null; to: TLeadStatus };
};

/**
 * The updates that roll one event up, for the event's own transaction (each is a distinct item, so
 * they fit beside any other item of it): the agent's day, and for a listing its day twice (by day, by
 * listing) and its month; plus the lead-status distribution when a lead arrives or changes status.
 */
export function analyticsRollupUpdates(tableName: string, event: TAnalyticsEvent): TTransactItem[] {
  const counts: Partial<TAnalyticsCounts> = { ...event.counts };
  const { leadStatus } = event;
  if (leadStatus && leadStatus.from !== leadStatus.to) counts[`status:${leadStatus.to}`] = (counts[`status:${leadStatus.to}`] ?? 0) + 1;
  const added = Object.entries(counts).filter(([, value]) => value !== 0) as [TAnalyticsCounter, number][];
  const updates = added.length > 0 ? rollupTargets(event).map((target) => rollupUpdate(tableName, target, added)) : [];
  if (leadStatus && leadStatus.from !== leadStatus.to) updates.push(leadStatusUpdate(tableName, event.agentId, leadStatus.from, leadStatus.to));
  return updates;
}

/**
 * The updates that roll several events up in one transaction, one per item: events that meet on an item
 * (two open houses of a listing on one day, two listings of an agent on one day) are summed, since a
 * transaction may name an item only once. For batched writes (MLS sync); lead statuses are not merged.
 */
export function mergedRollupUpdates(tableName: string, events: readonly Omit<TAnalyticsEvent, 'leadStatus'>[]): TTransactItem[] {
  const merged = new Map<string, TRollupTarget & { counts: Map<TAnalyticsCounter, number> }>();
  for (const event of events) {
    for (const target of rollupTargets(event)) {
      const id = JSON.stringify(rollupKey(target.key));
      const entry = merged.get(id) ?? { ...target, counts: new Map<TAnalyticsCounter, number>() };
      for (const [counter, value] of Object.entries(event.counts) as [TAnalyticsCounter, number][])
        entry.counts.set(counter, (entry.counts.get(counter) ?? 0) + value);
      merged.set(id, entry);
    }
  }
  return [...merged.values()].flatMap((entry) => {
    const added = [...entry.counts].filter(([, value]) => value !== 0);
    return added.length > 0 ? [rollupUpdate(tableName, entry, added)] : [];
  });
}

type TRollupTarget = { key: TAnalyticsRollupKey; fields: Record<string, string>; timeZone: string };

/** The items an event counts in: the agent's day, and for a listing its day twice (by day, by listing) and its month. */
function rollupTargets({ agentId, listing, at, agentTimeZone }: Pick<TAnalyticsEvent, 'agentId' | 'listing' | 'at' | 'agentTimeZone'>): TRollupTarget[] {
  const { day, timeZone } = analyticsDayOf(at, listing ? listing.timeZone : agentTimeZone);
  const month = day.slice(0, 7);
  const targets: TRollupTarget[] = [{ key: { kind: 'day', agentId, day }, fields: { day }, timeZone }];
  if (listing) {
    const about = { listingId: listing.id, listingTitle: listing.title };
    targets.push(
      { key: { kind: 'dayOfListings', agentId, day, listingId: listing.id }, fields: { day, ...about }, timeZone },
      { key: { kind: 'listingDay', agentId, day, listingId: listing.id }, fields: { day, ...about }, timeZone },
      { key: { kind: 'monthOfListings', agentId, month, listingId: listing.id }, fields: { month, ...about }, timeZone },
    );
  }
  return targets;
}

function rollupUpdate(tableName: string, { key, fields, timeZone }: TRollupTarget, added: [TAnalyticsCounter, number][]): TTransactItem {
  const names: Record<string, string> = { '#zones': 'timeZones' };
  const values: Record<string, unknown> = { ':entity': ENTITY.analyticsRollup, ':zones': new Set([timeZone]) };
  added.forEach(([counter, value], i) => {
    names[`#c${i}`] = counter;
    values[`:c${i}`] = value;
  });
  const sets = Object.entries(fields).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: analyticsRollupEntity.key(key),
      UpdateExpression: `ADD ${added.map((_, i) => `#c${i} :c${i}`).join(', ')}, #zones :zones SET entity = :entity, ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

function leadStatusUpdate(tableName: string, agentId: string, from: TLeadStatus | null, to: TLeadStatus): TTransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: analyticsLeadStatusEntity.key({ agentId }),
      UpdateExpression: `ADD #to :one${from ? ', #from :minusOne' : ''} SET entity = :entity`,
      ExpressionAttributeNames: { '#to': to, ...(from ? { '#from': from } : {}) },
      ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.analyticsLeadStatus, ...(from ? { ':minusOne': -1 } : {}) },
    },
  };
}
