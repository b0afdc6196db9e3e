import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { batchGetItems } from './batch-items';
import type { TDb } from './db';
import { defineEntity, type TItemKey } from './entity';
import { notificationOnceWrites, type TNotificationRecord } from './notification-repository';
import { claimItem, notificationClaimEntity, restoreWaitingItems, takeWaitingItems, waitingMailExpiresAt } from './waiting-mail-repository';
import { collectPage } from './query-pages';
import { TABLE_KEYS } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { putOperation, transactWrite } from './transaction';

export type TAlertFrequency = 'instant' | 'daily';

/** USER#id / SEARCHMAIL#<frequency>#<ulid>: one saved-search match waiting for its e-mail (the few minutes' or the morning's); gone at `expiresAt`. */
export const searchAlertMailEntity = defineEntity({
  name: ENTITY.searchAlertMail,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      userId: z.string(),
      id: z.string(),
      frequency: z.enum(['instant', 'daily']),
      searchName: z.string(),
      /** The listing it tells of (matches kept before it was recorded have none: each counts as a home of its own). */
      listingId: z.optional(z.string()),
      /** The searches it matched, asked again at sending (matches kept before they were recorded have none: told as they are). */
      searchIds: z.optional(z.array(z.string())),
      /** The listing's line, e.g. "New listing: 12 Oak St, Austin, TX · $650,000 · 3 bd · 2 ba". */
      subject: z.string(),
      /** Its section of the e-mail: the line, the search it matched, the link. */
      text: z.string(),
      createdAt: z.string(),
      expiresAt: z.optional(z.number()),
    }),
  ),
  key: (record: { userId: string; frequency: string; id: string }) => keys.searchAlertMail(record.userId, record.frequency, record.id),
});
export type TSearchAlertMail = ReturnType<typeof searchAlertMailEntity.parse>;

/**
 * Tells a person of one match once per event, in one transaction: the in-app notification and, unless the
 * search tells nothing by e-mail, the match kept for its e-mail, each with its claim. False when told before.
 */
export async function putSearchMatchOnce(
  db: TDb,
  eventKey: string,
  match: { notification: Omit<TNotificationRecord, 'readAt'>; mail: TSearchAlertMail | null },
): Promise<boolean> {
  const { notification, mail } = match;
  const mailWrites = mail
    ? [
        putOperation(db, { Item: claimItem(mail.userId, 'email', eventKey, mail.createdAt), ConditionExpression: 'attribute_not_exists(pk)' }),
        putOperation(db, { Item: searchAlertMailEntity.toItem({ ...mail, expiresAt: waitingMailExpiresAt(mail.createdAt) }) }),
      ]
    : [];
  const outcome = await transactWrite(db, [...notificationOnceWrites(db, eventKey, notification), ...mailWrites]);
  return outcome.written;
}

/**
 * Which of these matches were told already (their in-app claim exists), in one batch read: a redelivered
 * message skips them instead of failing a transaction each. The transactions stay conditional, so a match
 * told meanwhile is still told once.
 */
export async function listToldSearchMatches(db: TDb, matches: readonly { userId: string; eventKey: string }[]): Promise<Set<string>> {
  const claimKeys = matches.map(({ userId, eventKey }) => notificationClaimEntity.key({ userId, channel: 'in-app', eventKey }));
  const claims = (await batchGetItems(db, claimKeys, { ProjectionExpression: 'pk, sk' })) as TItemKey[];
  const toldKeys = new Set(claims.map(keyText));
  return new Set(matches.filter((_, i) => toldKeys.has(keyText(claimKeys[i]!))).map(toldMatchKey));
}

/** How `listToldSearchMatches` names a match. */
export const toldMatchKey = (match: { userId: string; eventKey: string }) => `${match.userId}|${match.eventKey}`;
const keyText = (key: TItemKey) => `${key.pk}|${key.sk}`;

/** A person's matches waiting for one kind of e-mail, oldest first, up to `limit`. */
export async function listSearchAlerts(db: TDb, userId: string, frequency: TAlertFrequency, limit: number): Promise<TSearchAlertMail[]> {
  const { items } = await collectPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.searchAlertMailPrefix(frequency) },
      ConsistentRead: true,
    },
    { limit, keyAttributes: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey] },
  );
  return items.map(searchAlertMailEntity.parse);
}

/** Takes matches for one e-mail, all or none (a concurrent delivery took them first: false). */
export const takeSearchAlerts = (db: TDb, alerts: readonly TSearchAlertMail[]) => takeWaitingItems(db, alerts.map(searchAlertMailEntity.key));

/** Puts back matches whose e-mail could not be sent, for the redelivered message. */
export const restoreSearchAlerts = (db: TDb, alerts: readonly TSearchAlertMail[]) => restoreWaitingItems(db, alerts.map(searchAlertMailEntity.toItem));
