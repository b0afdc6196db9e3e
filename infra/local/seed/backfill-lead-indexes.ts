import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';
import { leadEntity } from '../../../functions/src/data/property-records';
import * as keys from '../../../functions/src/data/keys';
import { runOnce, scanAll } from './one-off-repair';

/**
 * Leads written before the address index (gsi2: a visitor's removal request) and the month index (gsi3: the
 * retention pass) are rewritten once per data folder with both, so neither misses an older lead. Answers how
 * many it rewrote (0 once done).
 */
export async function backfillLeadIndexes(db: TDb): Promise<number> {
  const { rewritten } = await runOnce(db, { name: 'lead-indexes', nothingDone: { rewritten: 0 } }, async () => {
    let count = 0;
    const filter = { FilterExpression: 'entity = :lead AND attribute_not_exists(gsi2pk)', ExpressionAttributeValues: { ':lead': leadEntity.name } };
    await scanAll(db, filter, async (items) => {
      for (const lead of items.map((item) => leadEntity.parse(item))) {
        if (lead.removal) continue;
        const index = { ...keys.leadByAddress(lead.email, lead.createdAt, lead.id), ...keys.leadByMonth(lead.createdAt, lead.id) };
        await db.client.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: leadEntity.key(lead),
            UpdateExpression: 'SET gsi2pk = :a, gsi2sk = :b, gsi3pk = :c, gsi3sk = :d',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':a': index.gsi2pk, ':b': index.gsi2sk, ':c': index.gsi3pk, ':d': index.gsi3sk },
          }),
        );
        count++;
      }
    });
    return { rewritten: count };
  });
  return rewritten;
}
