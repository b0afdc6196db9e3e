import type { TDb } from './db';
import type { TLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';

type TWithout<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A lead as the agent's pipeline reads it: what the person said, where, and their account if they were signed in; without keys or who owns it. */
export type TAgentLead = TWithout<TLeadRecord, 'agentId'>;

/** Only what the pipeline shows and scores: the keys and the owner are not read (an agent may hold 10,000 leads). */
const AGENT_LEAD_PROJECTION = {
  ProjectionExpression: 'id, #source, listingId, listingTitle, openHouseId, #name, email, phone, #message, createdAt, signIn, senderUserId, #removal',
  ExpressionAttributeNames: { '#source': 'source', '#name': 'name', '#message': 'message', '#removal': 'removal' },
};

/** Every lead of an agent, newest first: inquiries about listings, profile contacts and open-house sign-ins. */
export async function listAllLeadsOfAgent(db: TDb, agentId: string): Promise<TAgentLead[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.agentPartition(agentId), ':prefix': keys.leadPrefix },
    ScanIndexForward: false,
    ...AGENT_LEAD_PROJECTION,
  });
  return items as TAgentLead[];
}
