import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { updateExpression } from './update-expression';
import { deleteOperation, putOperation, transactWrite, updateOperation } from './transaction';

const ZSeenOpenHouseSchema = /* @__PURE__ */ lazySchema(() => z.object({ startsAt: z.string(), endsAt: z.string(), title: z.string() }));

/**
 * USER#id / DAYPLAN#date: a buyer's choices for one day's itinerary (start point and time, minutes per
 * visit, open houses left out) and the times each open house had when they were made (`seen`), so a read
 * can say what moved or was cancelled since. The stops themselves are the day's saved open houses, and
 * the order is computed on every read from their current times. A shared plan carries the nonce its link's
 * secret derives from and the secret's hash (as calendar feeds do).
 */
export const dayPlanEntity = defineEntity({
  name: ENTITY.dayPlan,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      userId: z.string(),
      date: z.string(),
      start: z.object({ lat: z.number(), lng: z.number(), label: z.string(), followsFirstOpenHouse: z.optional(z.boolean()) }),
      startTime: z.string(),
      defaultVisitMinutes: z.number(),
      visitMinutes: z.record(z.string(), z.number()),
      skipped: z.array(z.string()),
      seen: z.record(z.string(), ZSeenOpenHouseSchema),
      shareNonce: z._default(z.nullable(z.string()), null),
      shareTokenHash: z._default(z.nullable(z.string()), null),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  key: (plan: { userId: string; date: string }) => keys.dayPlan(plan.userId, plan.date),
});

export type TDayPlanRecord = ReturnType<typeof dayPlanEntity.parse>;
export type TDayPlanChoices = Omit<TDayPlanRecord, 'shareNonce' | 'shareTokenHash' | 'createdAt'>;

/** DAYPLANSHARE#hash / DAYPLANSHARE: which plan a share link opens. */
export const dayPlanShareEntity = defineEntity({
  name: ENTITY.dayPlanShare,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ tokenHash: z.string(), userId: z.string(), date: z.string() })),
  key: (share: { tokenHash: string }) => keys.dayPlanShare(share.tokenHash),
});

export type TDayPlanShareRecord = ReturnType<typeof dayPlanShareEntity.parse>;

export async function getDayPlan(db: TDb, userId: string, date: string): Promise<TDayPlanRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: dayPlanEntity.key({ userId, date }), ConsistentRead: true }));
  return dayPlanEntity.parseOptional(result.Item);
}

/** The days a user has plans for (sort keys only). */
export async function listDayPlanDates(db: TDb, userId: string): Promise<string[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.dayPlanPrefix },
    ProjectionExpression: 'sk',
  });
  return items.map((item) => String(item.sk).slice(keys.dayPlanPrefix.length));
}

/** Strongly consistent, so a link revoked a moment ago no longer opens anything. */
export async function getDayPlanShareByTokenHash(db: TDb, tokenHash: string): Promise<TDayPlanShareRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: dayPlanShareEntity.key({ tokenHash }), ConsistentRead: true }));
  return dayPlanShareEntity.parseOptional(result.Item);
}

/** Writes the buyer's choices, creating the plan on first save; a share link, if any, is kept. Answers the plan as stored. */
export async function saveDayPlanChoices(db: TDb, choices: TDayPlanChoices): Promise<TDayPlanRecord> {
  const set = updateExpression({ entity: ENTITY.dayPlan, ...choices });
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: dayPlanEntity.key(choices),
      ...set,
      UpdateExpression: `${set.UpdateExpression}, createdAt = if_not_exists(createdAt, :createdAt)`,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':createdAt': choices.updatedAt },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return dayPlanEntity.parse(result.Attributes ?? {});
}

/**
 * Shares a plan that is not shared yet: its nonce and secret hash, and the lookup item, in one transaction.
 * Returns false when the plan is missing or was shared meanwhile (nothing is written then).
 */
export async function startSharingDayPlan(db: TDb, input: { userId: string; date: string; nonce: string; tokenHash: string }): Promise<boolean> {
  const outcome = await transactWrite(db, [
    updateOperation(db, {
      Key: dayPlanEntity.key(input),
      UpdateExpression: 'SET shareNonce = :nonce, shareTokenHash = :hash',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(shareTokenHash) OR shareTokenHash = :none)',
      ExpressionAttributeValues: { ':nonce': input.nonce, ':hash': input.tokenHash, ':none': null },
    }),
    putOperation(db, { Item: dayPlanShareEntity.toItem(input), ConditionExpression: 'attribute_not_exists(pk)' }),
  ]);
  return outcome.written;
}

/** Revokes a plan's share link: the lookup goes, so the link answers 404 from the next request on. */
export async function stopSharingDayPlan(db: TDb, input: { userId: string; date: string; tokenHash: string }): Promise<boolean> {
  const outcome = await transactWrite(db, [
    updateOperation(db, {
      Key: dayPlanEntity.key(input),
      UpdateExpression: 'SET shareNonce = :none, shareTokenHash = :none',
      ConditionExpression: 'shareTokenHash = :hash',
      ExpressionAttributeValues: { ':hash': input.tokenHash, ':none': null },
    }),
    deleteOperation(db, { Key: dayPlanShareEntity.key(input) }),
  ]);
  return outcome.written;
}
