import { DeleteCommand, GetCommand, PutCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';
import { optOutEntity } from '../../../functions/src/data/mail-opt-out-repository';
import { putMailSuppression } from '../../../functions/src/data/mail-suppression-repository';

const MARKER = { pk: 'MIGRATION#opt-outs', sk: 'MIGRATION' };

/**
 * An unsubscribe from an agent's mail was an OPTOUT#agentId / EMAIL#email item before the suppression list
 * kept every kind (SUPPRESSED#email / SUPPRESSED#agent-mail#agentId). Once per data folder (a marker item
 * records it), one scan moves each into the list (its date kept; one already there stays) and deletes it, so
 * senders read one store and the address's owner sees and may lift it. A local data folder's one-off repair,
 * so it scans. Answers how many it moved (0 once done).
 */
export async function backfillOptOuts(db: TDb): Promise<number> {
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (marker.Item) return 0;
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({ TableName: db.tableName, FilterExpression: 'entity = :optOut', ExpressionAttributeValues: { ':optOut': optOutEntity.name }, ExclusiveStartKey: startKey }),
    );
    for (const optOut of (page.Items ?? []).map((item) => optOutEntity.parse(item))) {
      await putMailSuppression(db, { email: optOut.email, scope: 'agent-mail', agentId: optOut.agentId, reason: 'unsubscribe', at: optOut.createdAt });
      await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: optOutEntity.key(optOut) }));
      moved++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...MARKER, moved, at: new Date().toISOString() } }));
  return moved;
}
