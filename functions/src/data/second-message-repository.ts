import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** The agent's second message of one open house, beside its sign-in form in the open house's partition. */
export const secondMessageEntity = defineEntity({
  name: ENTITY.secondMessage,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      openHouseId: z.string(),
      propertyId: z.string(),
      agentId: z.string(),
      isEnabled: z.boolean(),
      delayDays: z.number().check(z.int()),
      subject: z.string(),
      body: z.string(),
      updatedAt: z.string(),
    }),
  ),
  key: (record) => keys.secondMessage(record.openHouseId),
});
export type TSecondMessageRecord = ReturnType<typeof secondMessageEntity.parse>;

/** A visitor got the second message: written before the mail goes (at most once each), taken back when it could not be sent. */
export const secondMessageSentEntity = defineEntity({
  name: ENTITY.secondMessageSent,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ openHouseId: z.string(), email: z.string(), sentAt: z.string() })),
  key: (record) => keys.secondMessageSent(record.openHouseId, record.email),
});

export async function getSecondMessage(db: TDb, openHouseId: string): Promise<TSecondMessageRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.secondMessage(openHouseId) }));
  return secondMessageEntity.parseOptional(result.Item);
}

/** Saves the whole setting (the last save wins: only its agent writes it). */
export async function putSecondMessage(db: TDb, record: TSecondMessageRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: secondMessageEntity.toItem(record) }));
}

/** Claims the one second message of this e-mail for this open house; false when it was claimed before. */
export async function claimSecondMessage(db: TDb, record: { openHouseId: string; email: string; sentAt: string }): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: secondMessageSentEntity.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return outcome.written;
}

/** Gives back a claim whose mail could not be sent, so the redelivered message tries again; only the claim made at `sentAt`. */
export async function releaseSecondMessage(db: TDb, record: { openHouseId: string; email: string; sentAt: string }): Promise<void> {
  await conditionalWrite(
    db,
    new DeleteCommand({
      TableName: db.tableName,
      Key: keys.secondMessageSent(record.openHouseId, record.email),
      ConditionExpression: 'sentAt = :sentAt',
      ExpressionAttributeValues: { ':sentAt': record.sentAt },
    }),
  );
}

/** When the second message first went out and to how many visitors (null and 0 before it did). */
export async function getSecondMessageDelivery(db: TDb, openHouseId: string): Promise<{ sentAt: string | null; sentCount: number }> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.signInFormPartition(openHouseId), ':prefix': keys.secondMessageSentPrefix },
  });
  const sent = items.map((item) => secondMessageSentEntity.parse(item).sentAt).sort();
  return { sentAt: sent[0] ?? null, sentCount: sent.length };
}
