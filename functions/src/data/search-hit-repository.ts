import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { batchPutItems } from './batch-items';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { collectPage } from './query-pages';
import { TABLE_KEYS } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** How long a hit is kept: a search not opened for this long counts only what came since. */
const HIT_DAYS = 90;

/**
 * USER#id / SEARCHHIT#<searchId>#<at>#<listingId>: a listing a saved search was told of (by the matching worker,
 * the same that rings the bell), at the listing's write that made the event. A search's "N new" counts the
 * distinct listings of its hits after its last visit, so the card and the bell read one source. Written again
 * as is by a redelivered message (the key is the same); expires after HIT_DAYS (TTL; read as absent once past).
 */
export const searchHitEntity = defineEntity({
  name: ENTITY.searchHit,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ userId: z.string(), searchId: z.string(), listingId: z.string(), at: z.string(), expiresAt: z.number() }),
  ),
  key: (hit: { userId: string; searchId: string; at: string; listingId: string }) => keys.searchHit(hit.userId, hit.searchId, hit.at, hit.listingId),
});
export type TSearchHit = Omit<ReturnType<typeof searchHitEntity.parse>, 'expiresAt'>;

export async function putSearchHits(db: TDb, hits: readonly TSearchHit[]): Promise<void> {
  const expiresAt = (at: string) => Math.floor(Date.parse(at) / 1000) + HIT_DAYS * 86_400;
  await batchPutItems(
    db,
    hits.map((hit) => searchHitEntity.toItem({ ...hit, expiresAt: expiresAt(hit.at) })),
  );
}

/**
 * The distinct listings a search was told of after `after`, reading at most `maxRead` hits (oldest first):
 * `hasMore` when it stopped before the end.
 */
export async function listSearchHitsAfter(
  db: TDb,
  input: { userId: string; searchId: string; after: string; now: Date; maxRead: number },
): Promise<{ listingIds: string[]; hasMore: boolean }> {
  const prefix = keys.searchHitPrefix(input.searchId);
  const { items, nextStartKey } = await collectPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.userPartition(input.userId), ':from': `${prefix}${input.after}`, ':to': `${prefix}~` },
    },
    { limit: input.maxRead, keyAttributes: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey] },
  );
  const now = input.now.getTime() / 1000;
  const hits = items.map(searchHitEntity.parse).filter((hit) => hit.at > input.after && hit.expiresAt > now);
  return { listingIds: [...new Set(hits.map((hit) => hit.listingId))], hasMore: Boolean(nextStartKey) };
}
