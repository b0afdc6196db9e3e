import { batchGetItems } from './batch-items';
import type { TDb } from './db';
import * as keys from './keys';
import { configurationMembersSchema, type TConfigurationMembers } from './mls-member-checks';

/** The members of several accounts' configurations by (account, id), one BatchGet of four attributes; a deleted one is absent. */
export async function getConfigurationMembers(db: TDb, refs: readonly { userId: string; configId: string }[]): Promise<Map<string, TConfigurationMembers>> {
  const unique = [...new Map(refs.map((ref) => [ref.configId, ref])).values()];
  const items = await batchGetItems(
    db,
    unique.map((ref) => keys.mlsConfiguration(ref.userId, ref.configId)),
    { ProjectionExpression: 'id, userId, agentMlsId, officeMlsId, memberChecks' },
  );
  return new Map(items.map((item) => configurationMembersSchema.parse(item)).map((members) => [members.id, members]));
}
