import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';
import { optOutEntity } from '../../../functions/src/data/mail-opt-out-repository';
import { putMailSuppression } from '../../../functions/src/data/mail-suppression-repository';
import { runOnce, scanAll } from './one-off-repair';

/**
 * An unsubscribe from an agent's mail was an OPTOUT#agentId / EMAIL#email item before the suppression list
 * kept every kind (SUPPRESSED#email / SUPPRESSED#agent-mail#agentId). Once per data folder, one scan moves each
 * into the list (its date kept; one already there stays) and deletes it, so senders read one store and the
 * address's owner sees and may lift it. Answers how many it moved (0 once done).
 */
export async function backfillOptOuts(db: TDb): Promise<number> {
  const { moved } = await runOnce(db, { name: 'opt-outs', nothingDone: { moved: 0 } }, async () => {
    let count = 0;
    await scanAll(db, { FilterExpression: 'entity = :optOut', ExpressionAttributeValues: { ':optOut': optOutEntity.name } }, async (items) => {
      for (const optOut of items.map((item) => optOutEntity.parse(item))) {
        await putMailSuppression(db, { email: optOut.email, scope: 'agent-mail', agentId: optOut.agentId, reason: 'unsubscribe', at: optOut.createdAt });
        await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: optOutEntity.key(optOut) }));
        count++;
      }
    });
    return { moved: count };
  });
  return moved;
}
