import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { mlsSyncLogEntity, type TMlsConfigurationRecord, type TMlsSyncLogRecord } from './mls-records';
import * as keys from './keys';
import { putOperation, transactWrite, updateOperation } from './transaction';

export type TMlsSyncLogRef = { mlsConfigId: string; startedAt: string; logId: string };

/** Where a run's log row lives. */
export const syncLogRefOf = (log: Pick<TMlsSyncLogRecord, 'mlsConfigId' | 'startedAt' | 'id'>): TMlsSyncLogRef => ({
  mlsConfigId: log.mlsConfigId,
  startedAt: log.startedAt,
  logId: log.id,
});

const configKey = (config: Pick<TMlsConfigurationRecord, 'userId' | 'id'>) => keys.mlsConfiguration(config.userId, config.id);
const logKey = (ref: TMlsSyncLogRef) => keys.mlsSyncLog(ref.mlsConfigId, ref.startedAt, ref.logId);

/** A transaction item updating the configuration, only while run `logId` still holds its sync lock. */
const configUpdateWhileLockHeld = (db: TDb, config: TMlsConfigurationRecord, logId: string, UpdateExpression: string, values: Record<string, unknown>) =>
  updateOperation(db, {
    Key: configKey(config),
    UpdateExpression,
    ConditionExpression: 'syncLockLogId = :logId',
    ExpressionAttributeValues: { ...values, ':logId': logId },
  });

export async function getMlsSyncLog(db: TDb, ref: TMlsSyncLogRef): Promise<TMlsSyncLogRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: logKey(ref), ConsistentRead: true }));
  return mlsSyncLogEntity.parseOptional(result.Item);
}

export async function listMlsSyncLogs(db: TDb, configId: string, limit: number): Promise<TMlsSyncLogRecord[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.mlsConfigPartition(configId), ':prefix': keys.mlsSyncLogPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(mlsSyncLogEntity.parse);
}

/**
 * Takes the configuration's sync lock for a new run and writes its log row, together. False when
 * another run holds a lease that has not expired (or the configuration is gone).
 */
export async function startMlsSyncRun(db: TDb, config: TMlsConfigurationRecord, log: TMlsSyncLogRecord, leaseUntil: string): Promise<boolean> {
  const outcome = await transactWrite(db, [
    updateOperation(db, {
      Key: configKey(config),
      UpdateExpression: 'SET syncLockLogId = :logId, syncLockExpiresAt = :until',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(syncLockLogId) OR syncLockExpiresAt < :now)',
      ExpressionAttributeValues: { ':logId': log.id, ':until': leaseUntil, ':now': log.startedAt },
    }),
    putOperation(db, { Item: mlsSyncLogEntity.toItem(log), ConditionExpression: 'attribute_not_exists(pk)' }),
  ]);
  return outcome.written;
}

/**
 * Claims a run for one delivery of its message until `claimedUntil`; false while another delivery's
 * claim is live or the run is over. The same delivery may renew its own claim.
 */
export async function claimMlsSyncRun(db: TDb, ref: TMlsSyncLogRef, claim: { by: string; until: string; now: string }): Promise<TMlsSyncLogRecord | null> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: logKey(ref),
      UpdateExpression: 'SET claimedBy = :by, claimedUntil = :until',
      ConditionExpression: '#status = :running AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now OR claimedBy = :by)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':by': claim.by, ':until': claim.until, ':now': claim.now, ':running': 'in_progress' },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return outcome.written ? mlsSyncLogEntity.parse(outcome.attributes!) : null;
}

export type TMlsPageCommit = {
  processed: number;
  created: number;
  updated: number;
  notYours: number;
  refused: number;
  /** The run's refusals by field so far (the whole map: it replaces the stored one). */
  refusedByField: Record<string, number>;
  heldAsDrafts: number;
  /** The latest reason a listing was held as a draft in the run (replaces the stored one). */
  heldAsDraftReason: string | null;
  errors: number;
  errorDetails: string[];
  total: number | null;
  cursor: string | null;
  cursorKeys: string[];
};

/**
 * Commits one page: the log's counts and cursor, the configuration's high-water mark (`mark`, never
 * lower than before: the caller passes the greater) and both leases, all or nothing, and only while
 * this delivery holds the run. False when it no longer does.
 */
export async function commitMlsSyncPage(
  db: TDb,
  config: TMlsConfigurationRecord,
  ref: TMlsSyncLogRef,
  page: TMlsPageCommit & { mark: string | null },
  lease: { by: string; until: string },
): Promise<boolean> {
  const outcome = await transactWrite(db, [
    updateOperation(db, {
      Key: logKey(ref),
      UpdateExpression:
        'ADD propertiesProcessed :processed, propertiesCreated :created, propertiesUpdated :updated, propertiesErrors :errors, ' +
        'propertiesNotYours :notYours, propertiesRefused :refused, propertiesHeldAsDrafts :held ' +
        'SET errorDetails = list_append(errorDetails, :details), refusedByField = :refusedByField, heldAsDraftReason = :heldReason, ' +
        '#total = :total, #cursor = :cursor, cursorKeys = :cursorKeys, claimedUntil = :until',
      ConditionExpression: 'claimedBy = :by AND #status = :running',
      ExpressionAttributeNames: { '#total': 'total', '#cursor': 'cursor', '#status': 'status' },
      ExpressionAttributeValues: {
        ':processed': page.processed,
        ':created': page.created,
        ':updated': page.updated,
        ':errors': page.errors,
        ':notYours': page.notYours,
        ':refused': page.refused,
        ':held': page.heldAsDrafts,
        ':refusedByField': page.refusedByField,
        ':heldReason': page.heldAsDraftReason,
        ':details': page.errorDetails,
        ':total': page.total,
        ':cursor': page.cursor,
        ':cursorKeys': page.cursorKeys,
        ':until': lease.until,
        ':by': lease.by,
        ':running': 'in_progress',
      },
    }),
    configUpdateWhileLockHeld(db, config, ref.logId, 'SET highWaterMark = :mark, syncLockExpiresAt = :until', {
      ':mark': page.mark,
      ':until': lease.until,
    }),
  ]);
  return outcome.written;
}

/** Ends a run: the log's final state and the configuration's lock released, last sync time set. */
export async function finishMlsSyncRun(
  db: TDb,
  config: TMlsConfigurationRecord,
  ref: TMlsSyncLogRef,
  end: { status: 'completed' | 'failed'; completedAt: string; duration: number; failureReason: string | null; extra?: { updated: number } },
): Promise<void> {
  await transactWrite(db, [
    updateOperation(db, {
      Key: logKey(ref),
      UpdateExpression:
        'SET #status = :status, completedAt = :completedAt, #duration = :duration, failureReason = :failureReason ADD propertiesUpdated :updated REMOVE claimedBy, claimedUntil',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status', '#duration': 'duration' },
      ExpressionAttributeValues: {
        ':status': end.status,
        ':completedAt': end.completedAt,
        ':duration': end.duration,
        ':failureReason': end.failureReason,
        ':updated': end.extra?.updated ?? 0,
        ':running': 'in_progress',
      },
    }),
    configUpdateWhileLockHeld(db, config, ref.logId, 'SET lastSyncAt = :completedAt REMOVE syncLockLogId, syncLockExpiresAt', {
      ':completedAt': end.completedAt,
    }),
  ]);
}
