import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { leadEntity, type TLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';

/**
 * Finding a person's leads and blanking what they gave, item by item. Each write is idempotent and the lead item
 * is written last: it leaves the address and month indexes then, so a retry after a failure finds it again.
 */

/** Every lead a person left under this address, at any agent's (gsi2; removed leads are no longer in it). */
export async function listLeadsByAddress(db: TDb, email: string): Promise<TLeadRecord[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.leadAddressPartition(email), ':prefix': keys.leadPrefix },
  });
  return items.map((item) => leadEntity.parse(item));
}

/** The leads that came in during one month (`yyyy-mm`, gsi3) before `before` and still hold a person's details. */
export async function listLeadsOfMonth(db: TDb, month: string, before: string): Promise<TLeadRecord[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi3.name,
    KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :before',
    ExpressionAttributeValues: { ':pk': keys.leadMonthPartition(month), ':before': before },
  });
  return items.map((item) => leadEntity.parse(item));
}

/** Runs an update on an item only if it exists (a lead without a CRM delivery, say); true when it did. */
const updateIfPresent = async (db: TDb, key: Record<string, string>, update: string, values: Record<string, unknown>, names?: Record<string, string>) =>
  (
    await conditionalWrite(
      db,
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: update,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
        ...(names ? { ExpressionAttributeNames: names } : {}),
      }),
    )
  ).written;

const deleteItem = (db: TDb, key: Record<string, string>) => db.client.send(new DeleteCommand({ TableName: db.tableName, Key: key }));

/** The lead's conversation: the person's name (replaced by `fromName`, why it is gone), address, phone and words, the agent's replies, draft and forwards (their notes may name the person). */
export async function blankMessageOfLead(db: TDb, leadId: string, fromName: string): Promise<void> {
  await updateIfPresent(
    db,
    keys.message(leadId),
    'SET fromName = :from, email = :blank, phone = :null, body = :blank, searchText = :blank, draft = :null, replies = :none, forwards = :none, version = version + :one',
    { ':from': fromName, ':blank': '', ':null': null, ':none': [], ':one': 1 },
  );
}

/** The copy kept for the agent's CRM (what was already delivered to the CRM is the agent's system's to remove). */
export async function blankCrmCopyOfLead(db: TDb, agentId: string, leadId: string): Promise<void> {
  await updateIfPresent(
    db,
    keys.crmDelivery(agentId, leadId),
    'SET #lead.#name = :blank, #lead.email = :blank, #lead.phone = :null, #lead.#message = :null',
    { ':blank': '', ':null': null },
    {
      '#lead': 'lead',
      '#name': 'name',
      '#message': 'message',
    },
  );
}

/** The copy a team lead pool keeps of the lead (its members read it; its alerts mail it): blank, named by `label`. */
export async function blankTeamLeadCopy(db: TDb, leadId: string, label: string): Promise<void> {
  await updateIfPresent(
    db,
    keys.teamLead(leadId),
    'SET #lead.#name = :label, #lead.email = :blank, #lead.phone = :null, #lead.#message = :null, #lead.answers = :none',
    { ':label': label, ':blank': '', ':null': null, ':none': [] },
    { '#lead': 'lead', '#name': 'name', '#message': 'message' },
  );
}

/** The agent's notes on the lead may name the person; the status stays (analytics count it). */
export async function blankPipelineNotesOfLead(db: TDb, agentId: string, leadId: string): Promise<void> {
  await updateIfPresent(db, keys.leadPipeline(agentId, leadId), 'SET notes = :null', { ':null': null });
}

/** A door sign-in's receipt (the retry guard stays, without the name and address), and the thank-you and second-message records keyed by the address. */
export async function blankSignInRecords(db: TDb, input: { openHouseId: string; clientId: string; email: string }): Promise<void> {
  await updateIfPresent(db, keys.signInReceipt(input.openHouseId, input.clientId), 'SET #name = :blank, email = :blank', { ':blank': '' }, { '#name': 'name' });
  await Promise.all([deleteItem(db, keys.thankYou(input.openHouseId, input.email)), deleteItem(db, keys.secondMessageSent(input.openHouseId, input.email))]);
}

/** The agent's in-app alerts that point at this lead (they name the person): replaced by `text`. */
export async function rewriteNotificationsLinkingTo(db: TDb, input: { agentId: string; link: string; title: string; body: string }): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'link = :link',
        ExpressionAttributeValues: { ':pk': keys.userPartition(input.agentId), ':prefix': keys.notificationPrefix, ':link': input.link },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await updateIfPresent(db, { pk: String(item.pk), sk: String(item.sk) }, 'SET title = :title, body = :body', {
        ':title': input.title,
        ':body': input.body,
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** What a visitor's request also removes at each agent: their consent "no" (the suppression list now stops everything) and the agent's mailed-address mark. */
export async function deleteAddressRecordsAtAgent(db: TDb, agentId: string, email: string): Promise<void> {
  await Promise.all([deleteItem(db, keys.visitorConsentDeclined(agentId, email)), deleteItem(db, keys.mailedAddress(agentId, email))]);
}

/** The lead itself, blanked and marked removed; it leaves the address and month indexes. False when it is gone. */
export async function putRemovedLead(db: TDb, removed: TLeadRecord): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: leadEntity.toItem(removed), ConditionExpression: 'attribute_exists(pk)' }),
  );
  return outcome.written;
}
