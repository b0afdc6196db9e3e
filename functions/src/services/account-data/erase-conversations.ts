import { batchDeleteItems } from '../../data/batch-items';
import { keyOf, listGsi1PartitionItems, listGsi2PartitionItems, removeSenderFromItem } from '../../data/account-holdings-repository';
import * as keys from '../../data/keys';
import { TABLE_KEYS } from '../../data/table';
import type { TDeps } from '../deps';

/**
 * Leads and conversations. The agent's own (any lead still indexed under them, their inbox) are deleted. What the
 * person left at other agents' doors and listings stays with those agents, their business record, without the
 * person's account: the lead and its conversation lose the sender's user id and the "sent" index.
 */
export async function eraseConversations(deps: Pick<TDeps, 'db'>, input: { userId: string; email: string }): Promise<void> {
  const { db } = deps;
  const [ownLeads, inbox, sent, left] = await Promise.all([
    listGsi1PartitionItems(db, keys.agentPartition(input.userId), keys.leadPrefix),
    listGsi1PartitionItems(db, keys.inboxPartition(input.userId)),
    listGsi2PartitionItems(db, keys.sentPartition(input.userId)),
    listGsi2PartitionItems(db, keys.leadAddressPartition(input.email), keys.leadPrefix),
  ]);
  await batchDeleteItems(db, [...ownLeads, ...inbox].map(keyOf));
  for (const message of sent) await removeSenderFromItem(db, keyOf(message), [TABLE_KEYS.gsi2]);
  for (const lead of left.filter((item) => item.senderUserId === input.userId)) await removeSenderFromItem(db, keyOf(lead));
}
