import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { deleteOperation, putOperation, transactWrite, updateOperation } from './transaction';

/** MAILED#userId / EMAIL#email: this account's automated mail reached this address once; later mail to it is not new. */
export const mailedAddressEntity = defineEntity({
  name: ENTITY.mailedAddress,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ userId: z.string(), email: z.string(), firstMailedAt: z.string() })),
  key: (record: { userId: string; email: string }) => keys.mailedAddress(record.userId, record.email),
});

/** MAILDAY#userId / DAY#yyyy-mm-dd: new addresses mailed that UTC day and addresses held back over the limit; kept a few days. */
export const mailAllowanceDayEntity = defineEntity({
  name: ENTITY.mailAllowanceDay,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ newAddresses: z._default(z.number(), 0), notSent: z._default(z.number(), 0) })),
  key: (record: { userId: string; day: string }) => keys.mailAllowanceDay(record.userId, record.day),
});

/** MAILDAY#userId / HELD#day#email: one address held back that day, so pressing send again does not count it twice. */
export const mailHeldBackEntity = defineEntity({
  name: ENTITY.mailHeldBack,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ userId: z.string(), day: z.string(), email: z.string(), at: z.string(), expiresAt: z.number() })),
  key: (record: { userId: string; day: string; email: string }) => keys.mailHeldBack(record.userId, record.day, record.email),
});

export type TMailAllowanceDay = { newAddresses: number; notSent: number };
type TDayRef = { userId: string; day: string; expiresAt: number };

/** Today's counts of one account (zero when nothing was mailed). */
export async function getMailAllowanceDay(db: TDb, userId: string, day: string): Promise<TMailAllowanceDay> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mailAllowanceDay(userId, day), ConsistentRead: true }));
  return mailAllowanceDayEntity.parseOptional(result.Item) ?? { newAddresses: 0, notSent: 0 };
}

/**
 * Takes one place of the day's limit for mail to `email`, unless the account mailed it before: the address's
 * record and the day's counter move in one transaction whose condition is the limit, so parallel sends
 * cannot pass it together. 'known': mailed before, no place used; 'taken': a place used; 'over-limit': none left.
 */
export async function takeNewAddressPlace(db: TDb, input: TDayRef & { email: string; limit: number; at: string }): Promise<'known' | 'taken' | 'over-limit'> {
  const outcome = await transactWrite(db, [
    putOperation(db, {
      Item: mailedAddressEntity.toItem({ userId: input.userId, email: input.email.toLowerCase(), firstMailedAt: input.at }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
    updateOperation(db, {
      Key: keys.mailAllowanceDay(input.userId, input.day),
      UpdateExpression: 'ADD newAddresses :one SET entity = :entity, expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(newAddresses) OR newAddresses < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': input.limit, ':entity': ENTITY.mailAllowanceDay, ':exp': input.expiresAt },
    }),
  ]);
  if (outcome.written) return 'taken';
  return outcome.failedItems.includes(0) ? 'known' : 'over-limit';
}

/** Gives back the place taken at `at` for a mail that could not be sent: the address is new again. */
export async function giveBackNewAddressPlace(db: TDb, input: { userId: string; day: string; email: string; at: string }): Promise<void> {
  await transactWrite(db, [
    deleteOperation(db, {
      Key: keys.mailedAddress(input.userId, input.email),
      ConditionExpression: 'firstMailedAt = :at',
      ExpressionAttributeValues: { ':at': input.at },
    }),
    updateOperation(db, {
      Key: keys.mailAllowanceDay(input.userId, input.day),
      UpdateExpression: 'ADD newAddresses :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  ]);
}

/** Notes that mail to `email` was held back today over the limit; the same address counts once a day. */
export async function recordHeldBack(db: TDb, input: TDayRef & { email: string; at: string }): Promise<void> {
  await transactWrite(db, [
    putOperation(db, {
      Item: mailHeldBackEntity.toItem({
        userId: input.userId,
        day: input.day,
        email: input.email.toLowerCase(),
        at: input.at,
        expiresAt: input.expiresAt,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
    updateOperation(db, {
      Key: keys.mailAllowanceDay(input.userId, input.day),
      UpdateExpression: 'ADD notSent :one SET entity = :entity, expiresAt = :exp',
      ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.mailAllowanceDay, ':exp': input.expiresAt },
    }),
  ]);
}
