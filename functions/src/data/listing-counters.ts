import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { agentStatsEntity } from './agent-stats-repository';
import type { TTransactItem } from './db';
import { defineEntity, type TItemKey } from './entity';
import { browseCounterOf, isBrowsable, priceBucketOf } from './property-index-keys';
import type { TPropertyRecord } from './property-records';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { geoCounterEntity, geoPlaceOf } from './geo-counter-records';
import { ActiveListingLimitReached } from './listing-limit';

/**
 * STATS#LISTINGS / BUCKET#bucket#BEDS#n: browsable listings in one price bucket with one bedroom count,
 * on the market (Active, Coming Soon) and under contract (Active Under Contract, Pending) apart.
 */
export const listingCounterEntity = defineEntity({
  name: ENTITY.listingCounter,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.pipe(
      z.object({ sk: z.string(), activeCount: z._default(z.number(), 0), underContractCount: z._default(z.number(), 0) }),
      z.transform(({ sk, activeCount, underContractCount }) => ({ ...keys.listingCounterCell(sk), activeCount, underContractCount })),
    ),
  ),
  key: (cell: { bucket: string; bedrooms: number }) => keys.listingCounter(cell.bucket, cell.bedrooms),
});

type TListingChange = { before: TPropertyRecord | null; after: TPropertyRecord | null };
type TCounterDelta = { key: TItemKey; entity: string; attribute: string; delta: number };

function counterDeltas({ before, after }: TListingChange): TCounterDelta[] {
  const deltas: TCounterDelta[] = [];
  const cell = (p: TPropertyRecord) => listingCounterEntity.key({ bucket: priceBucketOf(p.price), bedrooms: p.bedrooms });
  const wasCounted = before !== null && isBrowsable(before);
  const isCounted = after !== null && isBrowsable(after);
  const sameCell = wasCounted && isCounted && cell(before).sk === cell(after).sk && browseCounterOf(before) === browseCounterOf(after);
  if (!sameCell) {
    if (wasCounted) deltas.push({ key: cell(before), entity: listingCounterEntity.name, attribute: browseCounterOf(before), delta: -1 });
    if (isCounted) deltas.push({ key: cell(after), entity: listingCounterEntity.name, attribute: browseCounterOf(after), delta: 1 });
  }
  deltas.push(...geoCounterDeltas(wasCounted ? before : null, isCounted ? after : null));
  const agentDelta = (userId: string, delta: number): TCounterDelta => ({
    key: agentStatsEntity.key({ userId }),
    entity: agentStatsEntity.name,
    attribute: 'activeListings',
    delta,
  });
  // A listing passed to another account (its owning MLS configuration deleted) leaves one count and joins the other.
  if (before !== null && after !== null && before.userId !== after.userId) {
    if (wasCounted) deltas.push(agentDelta(before.userId, -1));
    if (isCounted) deltas.push(agentDelta(after.userId, 1));
  } else if (wasCounted !== isCounted) {
    deltas.push(agentDelta((after ?? before)!.userId, isCounted ? 1 : -1));
  }
  return deltas;
}

/** A counted listing's geo counter: its key, which count it moves, its position in millionths of a degree. */
function geoCounterOf(listing: TPropertyRecord | null) {
  if (!listing?.coordinates) return null;
  const place = geoPlaceOf({ coordinates: listing.coordinates, marketStatus: listing.marketStatus });
  return { ...place, key: geoCounterEntity.key(place) };
}

/**
 * The geo counter moves of a listing counted before (or null) and after (or null): out of its old place, into
 * its new one (counterUpdatesOf adds them up per counter, so a listing whose cell, group and position stay moves none).
 */
function geoCounterDeltas(before: TPropertyRecord | null, after: TPropertyRecord | null): TCounterDelta[] {
  const was = geoCounterOf(before);
  const is = geoCounterOf(after);
  const moves = (place: NonNullable<typeof was>, sign: number): TCounterDelta[] => [
    { key: place.key, entity: geoCounterEntity.name, attribute: `${place.group}Count`, delta: sign },
    { key: place.key, entity: geoCounterEntity.name, attribute: `${place.group}LatE6`, delta: sign * place.latE6 },
    { key: place.key, entity: geoCounterEntity.name, attribute: `${place.group}LngE6`, delta: sign * place.lngE6 },
  ];
  return [...(was ? moves(was, -1) : []), ...(is ? moves(is, 1) : [])];
}

export { ActiveListingLimitReached };

/** The agent's count may grow by :delta only while it stays within the limit (:room = limit - delta). */
const WITHIN_LISTING_LIMIT = 'attribute_not_exists(activeListings) OR activeListings <= :room';

/**
 * Counter updates that keep "Showing X of Y", the map's zoomed-out clusters and the agent's Active Listings tile exact: they ride in
 * the same transaction as the listing writes that change them. Several changes touching one counter make
 * one update (a transaction may name an item only once), and changes that cancel out make none. With
 * `activeListingLimit`, the agent's count may only grow up to it, so two publishes racing at the limit
 * cannot both pass.
 */
export function counterUpdatesOf(tableName: string, changes: readonly TListingChange[], options: { activeListingLimit?: number } = {}): TTransactItem[] {
  const merged = new Map<string, { key: TItemKey; entity: string; deltas: Map<string, number> }>();
  for (const delta of changes.flatMap(counterDeltas)) {
    const id = `${delta.key.pk}|${delta.key.sk}`;
    const item = merged.get(id) ?? { key: delta.key, entity: delta.entity, deltas: new Map<string, number>() };
    item.deltas.set(delta.attribute, (item.deltas.get(delta.attribute) ?? 0) + delta.delta);
    merged.set(id, item);
  }
  return [...merged.values()].flatMap((counter) => {
    const moves = [...counter.deltas].filter(([, delta]) => delta !== 0);
    if (moves.length === 0) return [];
    const isLimited = options.activeListingLimit !== undefined && counter.entity === agentStatsEntity.name && moves.some(([, delta]) => delta > 0);
    const growth = moves.reduce((sum, [, delta]) => sum + delta, 0);
    return [
      {
        Update: {
          TableName: tableName,
          Key: counter.key,
          UpdateExpression: `ADD ${moves.map(([attribute], i) => `${attribute} :delta${i}`).join(', ')} SET entity = :entity`,
          ...(isLimited ? { ConditionExpression: WITHIN_LISTING_LIMIT } : {}),
          ExpressionAttributeValues: {
            ...Object.fromEntries(moves.map(([, delta], i) => [`:delta${i}`, delta])),
            ':entity': counter.entity,
            ...(isLimited ? { ':room': options.activeListingLimit! - growth } : {}),
          },
        },
      },
    ];
  });
}

export const counterUpdates = (
  tableName: string,
  before: TPropertyRecord | null,
  after: TPropertyRecord | null,
  options: { activeListingLimit?: number } = {},
): TTransactItem[] => counterUpdatesOf(tableName, [{ before, after }], options);

/** The error for a refused listing write: the plan's limit when the agent's count refused it, else `otherwise`. */
export function refusalOf(items: readonly TTransactItem[], failedItems: readonly number[], otherwise: () => Error): Error {
  return isRefusedByLimit(items, failedItems) ? new ActiveListingLimitReached('The plan allows no more active listings') : otherwise();
}

/** Whether the agent's count (its plan limit) is among the conditions that refused a transaction. */
export const isRefusedByLimit = (items: readonly TTransactItem[], failedItems: readonly number[]): boolean =>
  failedItems.some((index) => items[index]?.Update?.ConditionExpression === WITHIN_LISTING_LIMIT);
