import { GetCommand, PutCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionalWrite } from '../../../functions/src/data/conditional-write';
import type { TDb } from '../../../functions/src/data/db';
import { leadEntity } from '../../../functions/src/data/property-records';
import { visitorConsentDeclinedEntity } from '../../../functions/src/data/visitor-consent-repository';

const MARKER = { pk: 'MIGRATION#consent-declines', sk: 'MIGRATION' };

const declinedSignIn = z.object({ agentId: z.string(), email: z.string(), openHouseId: z.string(), createdAt: z.string() });

/**
 * A visitor's "no" at an open-house sign-in is a lasting record per agent (CONSENT#agent / DECLINED#email)
 * only since sign-ins write it; before, it lived on the lead alone, and a later "yes" at another of the
 * agent's open houses would have let the thank-you through. Once per data folder (a marker item records it),
 * one scan over open-house leads writes the record for each unticked consent box, the earliest date kept.
 * A local data folder's one-off repair, so it scans. Answers how many records it wrote (0 once done).
 */
export async function backfillConsentDeclines(db: TDb): Promise<number> {
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (marker.Item) return 0;
  let written = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'entity = :lead AND #source = :openHouse AND signIn.consent = :none',
        ExpressionAttributeNames: { '#source': 'source' },
        ExpressionAttributeValues: { ':lead': leadEntity.name, ':openHouse': 'open-house', ':none': null },
        ProjectionExpression: 'agentId, email, openHouseId, createdAt',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const signIn of (page.Items ?? []).map((item) => declinedSignIn.parse(item))) {
      const record = { agentId: signIn.agentId, email: signIn.email.toLowerCase(), openHouseId: signIn.openHouseId, declinedAt: signIn.createdAt };
      const outcome = await conditionalWrite(db, new PutCommand({ TableName: db.tableName, Item: visitorConsentDeclinedEntity.toItem(record), ConditionExpression: 'attribute_not_exists(pk) OR declinedAt > :at', ExpressionAttributeValues: { ':at': record.declinedAt } }));
      if (outcome.written) written++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...MARKER, written, at: new Date().toISOString() } }));
  return written;
}
