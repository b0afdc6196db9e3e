import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { agentStatsEntity } from './agent-stats-repository';
import { analyticsRollupUpdates } from './analytics-rollups';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { propertyEntity } from './property-records';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { putOperation, transactWrite, updateOperation } from './transaction';

/** PROPERTY#id / VIEW#viewedAt#id: one counted view of a listing, kept until its retention ends (TTL). */
export const viewEntity = defineEntity({
  name: ENTITY.view,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      id: z.string(),
      listingId: z.string(),
      agentId: z.string(),
      viewedAt: z.string(),
      userAgent: z.string(),
      ipHash: z.string(),
      expiresAt: z.number(),
    }),
  ),
  key: (view: { listingId: string; viewedAt: string; id: string }) => keys.view(view.listingId, view.viewedAt, view.id),
});

/** VIEWDEDUPE#…: one viewer's view of one listing in one window has been counted (TTL: the window's end). */
export const viewDedupeEntity = defineEntity({
  name: ENTITY.viewDedupe,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ expiresAt: z.number() })),
  key: (dedupe: { propertyId: string; viewerKey: string; windowStart: number }) => keys.viewDedupe(dedupe.propertyId, dedupe.viewerKey, dedupe.windowStart),
});

export type TPropertyView = Omit<ReturnType<typeof viewEntity.parse>, 'expiresAt'>;

/**
 * Records one view and bumps the listing's and the agent's view counters, at most once per viewer and
 * listing per window (the dedupe item's condition). Returns whether it counted.
 */
export async function recordView(
  db: TDb,
  view: TPropertyView,
  dedupe: { viewerKey: string; windowStart: number; expiresAt: number },
  retainUntil: number,
  listingTitle: string,
  /** The listing's IANA zone: the view counts on that zone's day. */
  listingTimeZone: string | null = null,
): Promise<boolean> {
  const outcome = await transactWrite(db, [
    putOperation(db, { Item: viewDedupeEntity.toItem({ propertyId: view.listingId, ...dedupe }), ConditionExpression: 'attribute_not_exists(pk)' }),
    putOperation(db, { Item: viewEntity.toItem({ ...view, expiresAt: retainUntil }) }),
    updateOperation(db, {
      Key: propertyEntity.key({ id: view.listingId }),
      UpdateExpression: 'ADD viewCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
    updateOperation(db, {
      Key: agentStatsEntity.key({ userId: view.agentId }),
      UpdateExpression: 'ADD totalViews :one SET entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':entity': agentStatsEntity.name },
    }),
    ...analyticsRollupUpdates(db.tableName, {
      agentId: view.agentId,
      listing: { id: view.listingId, title: listingTitle, timeZone: listingTimeZone },
      at: view.viewedAt,
      counts: { views: 1 },
    }),
  ]);
  return outcome.written;
}
