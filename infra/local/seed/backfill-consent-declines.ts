import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionalWrite } from '../../../functions/src/data/conditional-write';
import type { TDb } from '../../../functions/src/data/db';
import { leadEntity } from '../../../functions/src/data/property-records';
import { visitorConsentDeclinedEntity } from '../../../functions/src/data/visitor-consent-repository';
import { runOnce, scanAll } from './one-off-repair';

const declinedSignIn = z.object({ agentId: z.string(), email: z.string(), openHouseId: z.string(), createdAt: z.string() });

/**
 * A visitor's "no" at an open-house sign-in is a lasting record per agent (CONSENT#agent / DECLINED#email)
 * only since sign-ins write it; before, it lived on the lead alone, and a later "yes" at another of the
 * agent's open houses would have let the thank-you through. Once per data folder, one scan over open-house
 * leads writes the record for each unticked consent box, the earliest date kept. Answers how many records it
 * wrote (0 once done).
 */
export async function backfillConsentDeclines(db: TDb): Promise<number> {
  const { written } = await runOnce(db, { name: 'consent-declines', nothingDone: { written: 0 } }, async () => {
    let count = 0;
    const scan = {
      FilterExpression: 'entity = :lead AND #source = :openHouse AND signIn.consent = :none',
      ExpressionAttributeNames: { '#source': 'source' },
      ExpressionAttributeValues: { ':lead': leadEntity.name, ':openHouse': 'open-house', ':none': null },
      ProjectionExpression: 'agentId, email, openHouseId, createdAt',
    };
    await scanAll(db, scan, async (items) => {
      for (const signIn of items.map((item) => declinedSignIn.parse(item))) {
        const record = { agentId: signIn.agentId, email: signIn.email.toLowerCase(), openHouseId: signIn.openHouseId, declinedAt: signIn.createdAt };
        const outcome = await conditionalWrite(
          db,
          new PutCommand({
            TableName: db.tableName,
            Item: visitorConsentDeclinedEntity.toItem(record),
            ConditionExpression: 'attribute_not_exists(pk) OR declinedAt > :at',
            ExpressionAttributeValues: { ':at': record.declinedAt },
          }),
        );
        if (outcome.written) count++;
      }
    });
    return { written: count };
  });
  return written;
}
