import { GetCommand, QueryCommand, UpdateCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TMlsMemberKind, TMlsReviewStatus } from '@shared/constants/mls-trust';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import * as keys from './keys';
import type { TMemberCheck, TMlsConfigurationRecord } from './mls-records';
import { mlsMemberHolderEntity, mlsReviewEntity, type TMlsMemberHolderRecord, type TMlsReviewRecord } from './mls-trust-records';
import { transactWrite } from './transaction';

type TConfigRef = Pick<TMlsConfigurationRecord, 'userId' | 'id' | 'memberChecks' | 'memberChecksVersion'>;

export async function getMemberHolder(db: TDb, member: { mlsId: string; kind: TMlsMemberKind; memberId: string }): Promise<TMlsMemberHolderRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: mlsMemberHolderEntity.key(member), ConsistentRead: true }));
  return mlsMemberHolderEntity.parseOptional(result.Item);
}

/** The update that replaces a configuration's member checks, if nobody changed them since they were read. */
const memberChecksUpdate = (db: TDb, config: TConfigRef, memberChecks: TMlsConfigurationRecord['memberChecks']) => ({
  TableName: db.tableName,
  Key: keys.mlsConfiguration(config.userId, config.id),
  UpdateExpression: 'SET memberChecks = :checks, memberChecksVersion = :next',
  ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(memberChecksVersion) OR memberChecksVersion = :version)',
  ExpressionAttributeValues: { ':checks': memberChecks, ':next': config.memberChecksVersion + 1, ':version': config.memberChecksVersion },
});

/** Sets one kind's check (a code sent, a try spent, a review asked); false when the checks changed since they were read. */
export async function replaceMemberCheck(db: TDb, config: TConfigRef, kind: TMlsMemberKind, check: TMemberCheck): Promise<boolean> {
  const outcome = await conditionalWrite(db, new UpdateCommand(memberChecksUpdate(db, config, { ...config.memberChecks, [kind]: check })));
  return outcome.written;
}

/**
 * Records that the MLS said `holder.memberId` is this configuration's member, in one transaction: the holder item
 * (it was `before`: none, or another configuration), this configuration's check, and, where another account held
 * the id, the verification of each of its configurations that had it withdrawn. False when any of them changed since
 * they were read.
 */
export async function recordMemberHolder(
  db: TDb,
  input: { before: TMlsMemberHolderRecord | null; holder: TMlsMemberHolderRecord; config: TConfigRef; check: TMemberCheck; previous: readonly TConfigRef[] },
): Promise<boolean> {
  const { before, holder, config, previous } = input;
  const kind = holder.kind;
  const holderPut = {
    TableName: db.tableName,
    Item: mlsMemberHolderEntity.toItem(holder),
    ConditionExpression: before ? 'configId = :configId' : 'attribute_not_exists(pk)',
    ...(before ? { ExpressionAttributeValues: { ':configId': before.configId } } : {}),
  };
  const outcome = await transactWrite(db, [
    { Put: holderPut },
    { Update: memberChecksUpdate(db, config, { ...config.memberChecks, [kind]: input.check }) },
    ...previous.map((withdrawn) => ({
      Update: memberChecksUpdate(db, withdrawn, { ...withdrawn.memberChecks, [kind]: { ...withdrawn.memberChecks[kind], verified: null } }),
    })),
  ]);
  return outcome.written;
}

export async function putMlsReview(db: TDb, review: TMlsReviewRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: mlsReviewEntity.toItem(review), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getMlsReview(db: TDb, reviewId: string): Promise<TMlsReviewRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: mlsReviewEntity.key({ id: reviewId }), ConsistentRead: true }));
  return mlsReviewEntity.parseOptional(result.Item);
}

/** Review requests in one status, oldest first (at most `limit`). */
export async function listMlsReviewsByStatus(db: TDb, status: TMlsReviewStatus, limit: number): Promise<TMlsReviewRecord[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.mlsReviewsPartition(status) },
      ScanIndexForward: status === 'pending',
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(mlsReviewEntity.parse);
}

/** Writes the decision on a pending review; false when it was decided meanwhile. */
export async function decideMlsReview(db: TDb, decided: TMlsReviewRecord): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: mlsReviewEntity.toItem(decided),
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    }),
  );
  return outcome.written;
}
