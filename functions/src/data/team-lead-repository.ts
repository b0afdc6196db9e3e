import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { collectPage, queryAllItems } from './query-pages';
import {
  teamLeadEntity,
  teamPoolAvailabilityEntity,
  teamPoolRulesEntity,
  type TStoredTeamLeadMove,
  type TTeamLeadRecord,
  type TTeamPoolRulesRecord,
} from './team-lead-records';
import { TABLE_KEYS } from './table';
import * as keys from './keys';

/** Which index answers a view of the pool, and its partition. */
export type TTeamLeadIndex = { index: 'gsi1' | 'gsi2' | 'gsi3'; partition: string };

/** The key attributes a page of each index resumes after. */
const PAGE_KEY_ATTRIBUTES = {
  gsi1: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  gsi2: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
  gsi3: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
} as const;
export const teamLeadPageKeyAttributes = (index: TTeamLeadIndex['index']) => PAGE_KEY_ATTRIBUTES[index];

/**
 * Puts a new lead in the pool once ('exists': a redelivered alert found it there). With `roundRobin`, it is held
 * by that member from the start and the rules remember them, in the same transaction, only if round-robin's last
 * member is still the one read ('turn-taken': another lead took that turn meanwhile; read again and retry).
 */
export async function putNewTeamLead(
  db: TDb,
  record: TTeamLeadRecord,
  roundRobin?: { seenLastAssignedId: string | null; now: string },
): Promise<'written' | 'exists' | 'turn-taken'> {
  const put = { TableName: db.tableName, Item: teamLeadEntity.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' };
  const turn = roundRobin && record.holderId;
  const command = turn
    ? new TransactWriteCommand({
        TransactItems: [
          { Put: put },
          {
            Update: {
              TableName: db.tableName,
              Key: keys.teamPoolRules(record.brokerId),
              UpdateExpression: 'SET lastAssignedId = :last, updatedAt = :now',
              ConditionExpression: roundRobin.seenLastAssignedId
                ? 'lastAssignedId = :seen'
                : 'attribute_not_exists(lastAssignedId) OR attribute_type(lastAssignedId, :nullType)',
              ExpressionAttributeValues: {
                ':last': record.holderId,
                ':now': roundRobin.now,
                ...(roundRobin.seenLastAssignedId ? { ':seen': roundRobin.seenLastAssignedId } : { ':nullType': 'NULL' }),
              },
            },
          },
        ],
      })
    : new PutCommand(put);
  const outcome = await conditionalWrite(db, command);
  if (outcome.written) return 'written';
  return turn && !outcome.failedItems.includes(0) ? 'turn-taken' : 'exists';
}

/** Read strongly consistently: a move is written only if the holder is still the one read. */
export async function getTeamLead(db: TDb, leadId: string): Promise<TTeamLeadRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.teamLead(leadId), ConsistentRead: true }));
  return teamLeadEntity.parseOptional(result.Item);
}

type TPage = { limit: number; startKey?: Record<string, unknown> };
type TTeamLeadPage = { items: TTeamLeadRecord[]; nextStartKey: Record<string, unknown> | undefined };

/** One page of one partition of an index, newest first: one Query. */
async function queryTeamLeadsPage(db: TDb, source: TTeamLeadIndex, page: TPage): Promise<TTeamLeadPage> {
  const { partitionKey } = TABLE_KEYS[source.index];
  const collected = await collectPage(
    db,
    {
      IndexName: source.index,
      KeyConditionExpression: `${partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': source.partition },
      ScanIndexForward: false,
    },
    { limit: page.limit, startKey: page.startKey, keyAttributes: PAGE_KEY_ATTRIBUTES[source.index] },
  );
  return { items: collected.items.map(teamLeadEntity.parse), nextStartKey: collected.nextStartKey };
}

/** Every lead of a team, newest first (the broker's All view). */
export const listTeamLeadsOfTeamPage = (db: TDb, brokerId: string, page: TPage) =>
  queryTeamLeadsPage(db, { index: 'gsi1', partition: keys.teamLeadsPartition(brokerId) }, page);

/** A team's unassigned leads (holder null: the pool) or one member's, newest first. */
export const listTeamLeadsByHolderPage = (db: TDb, brokerId: string, holderId: string | null, page: TPage) =>
  queryTeamLeadsPage(db, { index: 'gsi2', partition: keys.teamLeadsHeldPartition(brokerId, holderId) }, page);

/** An agent's own leads that entered their team's pool, newest first. */
export const listTeamLeadsFromAgentPage = (db: TDb, brokerId: string, agentId: string, page: TPage) =>
  queryTeamLeadsPage(db, { index: 'gsi3', partition: keys.teamLeadsFromPartition(brokerId, agentId) }, page);

/**
 * Moves a lead of this broker's pool to `toId` (null: back to the pool) and appends the move to its history, only
 * if it is still held as read (`seen`: holder and since when; a null holder: unassigned). False when it was not.
 */
export async function moveTeamLead(
  db: TDb,
  lead: Pick<TTeamLeadRecord, 'leadId' | 'brokerId'>,
  seen: { holderId: string | null; heldSince: string | null },
  move: TStoredTeamLeadMove,
): Promise<boolean> {
  const held = seen.holderId
    ? { condition: 'holderId = :seenHolder AND heldSince = :seenSince', values: { ':seenHolder': seen.holderId, ':seenSince': seen.heldSince } }
    : { condition: 'attribute_type(holderId, :nullType)', values: { ':nullType': 'NULL' } };
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.teamLead(lead.leadId),
      UpdateExpression: 'SET holderId = :to, heldSince = :since, gsi2pk = :holderPartition, history = list_append(history, :move)',
      ConditionExpression: `attribute_exists(pk) AND brokerId = :broker AND ${held.condition}`,
      ExpressionAttributeValues: {
        ':to': move.toId,
        ':since': move.toId ? move.at : null,
        ':holderPartition': keys.teamLeadsHeldPartition(lead.brokerId, move.toId),
        ':move': [move],
        ':broker': lead.brokerId,
        ...held.values,
      },
    }),
  );
  return outcome.written;
}

/** The broker's rules (none set: off) and which members are available, in one Query of the team's partition. */
export async function getTeamPool(db: TDb, brokerId: string): Promise<{ rules: TTeamPoolRulesRecord | null; available: Set<string> }> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.teamPoolPartition(brokerId) },
    ConsistentRead: true,
  });
  const rules = teamPoolRulesEntity.parseOptional(items.find((item) => item.sk === keys.teamPoolRules(brokerId).sk));
  const available = items
    .filter((item) => String(item.sk).startsWith(keys.teamPoolAvailabilityPrefix))
    .map(teamPoolAvailabilityEntity.parse)
    .filter((entry) => entry.available)
    .map((entry) => entry.agentId);
  return { rules, available: new Set(available) };
}

/** Saves the broker's rules, keeping who round-robin gave the last lead to. */
export async function saveTeamPoolRules(db: TDb, rules: Omit<TTeamPoolRulesRecord, 'lastAssignedId'>): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.teamPoolRules(rules.brokerId),
      UpdateExpression: 'SET brokerId = :broker, roundRobin = :roundRobin, returnAfterHours = :hours, updatedAt = :now, entity = :entity',
      ExpressionAttributeValues: {
        ':broker': rules.brokerId,
        ':roundRobin': rules.roundRobin,
        ':hours': rules.returnAfterHours,
        ':now': rules.updatedAt,
        ':entity': teamPoolRulesEntity.name,
      },
    }),
  );
}

/** A member's own availability for round-robin. */
export async function saveTeamPoolAvailability(db: TDb, entry: { brokerId: string; agentId: string; available: boolean; updatedAt: string }): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: teamPoolAvailabilityEntity.toItem(entry) }));
}
