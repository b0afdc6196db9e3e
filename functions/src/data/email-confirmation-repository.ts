import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb, TTransactItem } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { emailLockEntity, userEntity, type TUserRecord } from './user-records';
import { deleteOperation, putOperation, transactWrite, updateOperation } from './transaction';

/**
 * EMAILCONFIRM#sha256(token) / EMAILCONFIRM: one confirmation link, naming the account and the address it
 * confirms. Only the token's hash is stored, so a copy of the table confirms nothing. Kept (with `usedAt`)
 * until `expiresAt` (epoch seconds, TTL), so a used link says so rather than "not valid".
 */
export const emailConfirmationEntity = defineEntity({
  name: ENTITY.emailConfirmation,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      tokenHash: z.string(),
      userId: z.string(),
      email: z.string(),
      createdAt: z.string(),
      expiresAt: z.number(),
      usedAt: z._default(z.nullable(z.string()), null),
    }),
  ),
  key: (record: { tokenHash: string }) => keys.emailConfirmation(record.tokenHash),
  indexKeys: (record) => keys.ofUser(record.userId, 'EMAILCONFIRM', record.tokenHash),
});

export type TEmailConfirmationRecord = ReturnType<typeof emailConfirmationEntity.parse>;

export async function putEmailConfirmation(db: TDb, record: TEmailConfirmationRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: emailConfirmationEntity.toItem(record) }));
}

/** The link's record, expired or not (the caller tells the two apart for its message). */
export async function getEmailConfirmation(db: TDb, tokenHash: string): Promise<TEmailConfirmationRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: emailConfirmationEntity.key({ tokenHash }), ConsistentRead: true }));
  return emailConfirmationEntity.parseOptional(result.Item);
}

/** Sets (or clears, null) the address waiting for its link; the account's own address stays. */
export async function setPendingEmail(db: TDb, userId: string, pendingEmail: string | null, now: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: userEntity.key({ id: userId }),
      UpdateExpression: 'SET pendingEmail = :pending, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':pending': pendingEmail, ':now': now },
    }),
  );
}

export type TConfirmOutcome = 'confirmed' | 'used' | 'stale' | 'taken';

/**
 * Follows a link, all or nothing: the link is marked used (once) and the account's address is confirmed. For
 * the account's own address the user only gets `emailVerifiedAt` (while it still has that address); for a new
 * one the e-mail lock moves (the new address must be free), the address changes and the pending one clears
 * (while it is still the one pending). Answers what failed when nothing was written.
 */
export async function confirmEmailAddress(db: TDb, link: TEmailConfirmationRecord, user: TUserRecord, now: string): Promise<TConfirmOutcome> {
  const useLink: TTransactItem = updateOperation(db, {
    Key: emailConfirmationEntity.key(link),
    UpdateExpression: 'SET usedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(usedAt) OR usedAt = :null)',
    ExpressionAttributeValues: { ':now': now, ':null': null },
  });
  const isChange = link.email !== user.email;
  const items: TTransactItem[] = isChange
    ? [
        useLink,
        updateOperation(db, {
          Key: userEntity.key(user),
          UpdateExpression: 'SET email = :email, emailVerifiedAt = :now, pendingEmail = :null, updatedAt = :now',
          ConditionExpression: 'pendingEmail = :email AND email = :old',
          ExpressionAttributeValues: { ':email': link.email, ':old': user.email, ':now': now, ':null': null },
        }),
        putOperation(db, { Item: emailLockEntity.toItem({ email: link.email, userId: user.id }), ConditionExpression: 'attribute_not_exists(pk)' }),
        deleteOperation(db, {
          Key: emailLockEntity.key({ email: user.email }),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
          ExpressionAttributeValues: { ':me': user.id },
        }),
      ]
    : [
        useLink,
        updateOperation(db, {
          Key: userEntity.key(user),
          UpdateExpression: 'SET emailVerifiedAt = :now, updatedAt = :now',
          ConditionExpression: 'email = :email',
          ExpressionAttributeValues: { ':email': link.email, ':now': now },
        }),
      ];
  const outcome = await transactWrite(db, items);
  if (outcome.written) return 'confirmed';
  if (outcome.failedItems.includes(0)) return 'used';
  if (outcome.failedItems.includes(2)) return 'taken';
  return 'stale';
}
