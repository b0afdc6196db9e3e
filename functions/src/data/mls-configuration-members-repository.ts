import { batchGetItems } from './batch-items';
import type { TDb } from './db';
import * as keys from './keys';
import { configurationMembersSchema, type TConfigurationMembers } from './mls-member-checks';

/**
 * The members of several accounts' configurations by (account, id), with the MLS each names (its registry id and
 * provider URL), one BatchGet; a deleted one is absent. `consistent`: read strongly.
 */
export async function getConfigurationMembers(
  db: TDb,
  refs: readonly { userId: string; configId: string }[],
  options: { consistent?: boolean } = {},
): Promise<Map<string, TConfigurationMembers>> {
  const unique = [...new Map(refs.map((ref) => [ref.configId, ref])).values()];
  const projection = {
    ProjectionExpression: 'id, userId, agentMlsId, officeMlsId, memberChecks, mlsId, providerUrl',
    ...(options.consistent ? { ConsistentRead: true } : {}),
  };
  const items = await batchGetItems(
    db,
    unique.map((ref) => keys.mlsConfiguration(ref.userId, ref.configId)),
    projection,
  );
  return new Map(items.map((item) => configurationMembersSchema.parse(item)).map((members) => [members.id, members]));
}
