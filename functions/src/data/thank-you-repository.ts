import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import { signInReceiptEntity, type TSignInReceiptRecord } from './sign-in-repository';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** A visitor of an open house was thanked: written before the mail goes, so nobody is thanked twice; taken back when the mail could not be sent. */
export const thankYouEntity = defineEntity({
  name: ENTITY.thankYou,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ openHouseId: z.string(), email: z.string(), sentAt: z.string(), isAutomatic: z._default(z.boolean(), false) }),
  ),
  key: (record) => keys.thankYou(record.openHouseId, record.email),
});

/** Everyone who signed in at an open house, in sign-in order. */
export async function listSignInReceipts(db: TDb, openHouseId: string): Promise<TSignInReceiptRecord[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.signInFormPartition(openHouseId), ':prefix': keys.signInReceiptPrefix },
  });
  return items.map((item) => signInReceiptEntity.parse(item)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Claims the one thank-you of this e-mail for this open house; false when it was claimed before. */
export async function claimThankYou(db: TDb, record: { openHouseId: string; email: string; sentAt: string; isAutomatic: boolean }): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: thankYouEntity.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return outcome.written;
}

/** Gives back a claim whose mail could not be sent, so the next thank-you tries again; only the claim made at `sentAt`. */
export async function releaseThankYou(db: TDb, record: { openHouseId: string; email: string; sentAt: string }): Promise<void> {
  await conditionalWrite(
    db,
    new DeleteCommand({
      TableName: db.tableName,
      Key: keys.thankYou(record.openHouseId, record.email),
      ConditionExpression: 'sentAt = :sentAt',
      ExpressionAttributeValues: { ':sentAt': record.sentAt },
    }),
  );
}

/** When the first thank-you of an open house was sent automatically (its end's schedule); null when none was. */
export async function getAutomaticThankYouAt(db: TDb, openHouseId: string): Promise<string | null> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.signInFormPartition(openHouseId), ':prefix': 'THANKED#' },
  });
  const automatic = items
    .map((item) => thankYouEntity.parse(item))
    .filter((t) => t.isAutomatic)
    .map((t) => t.sentAt)
    .sort();
  return automatic[0] ?? null;
}
