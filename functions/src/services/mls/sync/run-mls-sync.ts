import { MlsError, type TMlsListing, type TMlsPage } from '../../../adapters/mls/mls-client';
import { getMlsConfiguration } from '../../../data/mls-configuration-repository';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../../data/mls-records';
import {
  claimMlsSyncRun,
  commitMlsSyncPage,
  finishMlsSyncRun,
  getMlsSyncLog,
  syncLogRefOf,
  type TMlsPageCommit,
  type TMlsSyncLogRef,
} from '../../../data/mls-sync-log-repository';
import { logger } from '../../../platform/logger';
import type { TSystemActor } from '../../actor';
import { mlsConnectionOf } from '../configurations/mls-connection';
import { onePageAhead } from './one-page-ahead';
import type { TMlsSyncDeps } from './mls-sync-deps';
import type { TMlsSyncMessage } from './mls-sync-message';
import { markSeenByFullRun, reconcileMlsFeed } from './reconcile-mls-feed';
import { retryingMlsWork } from './retrying-mls-work';
import { MLS_SYNC_LEASE_MS, beginMlsSyncRun } from './start-mls-sync';
import type { TListingOutcome } from './sync-mls-listing';
import { syncMlsPage } from './sync-mls-page';
import { memberRoleOf } from '../ownership/mls-membership';
import { syncConfigOf } from '../../mls-trust/sync-config';
import { publishAllowanceOf } from '../../subscriptions/publish-allowance';

/**
 * Listings asked for per request (`Prefer: odata.maxpagesize`, RETS Limit); servers may send fewer. MLS
 * budgets are counted in requests (MLS Grid: 2 a second, pages of up to 1,000 with $expand): 250 still
 * reads 500 records a second, far more than a member's own listings need written, and the log's progress
 * (committed per page) moves every 250 records instead of sitting at 0 for a whole page of 1,000.
 */
const PAGE_SIZE = 250;
/** Attempts per page (a page's listings already synced are no-ops on a retry). */
const PAGE_ATTEMPTS = 4;

/** Another delivery of the same message is running the sync: this one comes back later (and then finds it done). */
export class SyncClaimedElsewhere extends Error {}

/**
 * Handles one `mls-sync` message for the system actor. A scheduled message starts an incremental run
 * unless one is running (or the configuration is inactive, without auto-sync, or gone); a run message
 * runs what the API started. Deliveries are at least once: a run already over is left alone.
 */
export async function handleMlsSyncMessage(deps: TMlsSyncDeps, actor: TSystemActor, message: TMlsSyncMessage, delivery: { id: string }): Promise<void> {
  const config = await getMlsConfiguration(deps.db, message.userId, message.configId);
  if (!config) return;
  let ref: TMlsSyncLogRef;
  if (message.kind === 'scheduled') {
    if (!config.isActive || !config.autoSync) return;
    const log = await beginMlsSyncRun(deps, config, 'incremental');
    if (!log) return;
    ref = syncLogRefOf(log);
  } else {
    ref = { mlsConfigId: config.id, startedAt: message.startedAt, logId: message.logId };
  }
  const now = deps.clock.now();
  const log = await claimMlsSyncRun(deps.db, ref, {
    by: delivery.id,
    until: new Date(now.getTime() + MLS_SYNC_LEASE_MS).toISOString(),
    now: now.toISOString(),
  });
  if (!log) {
    const current = await getMlsSyncLog(deps.db, ref);
    if (!current || current.status !== 'in_progress') return;
    throw new SyncClaimedElsewhere(`Sync ${ref.logId} is being run by another delivery`);
  }
  logger.info('mls sync run', { actor: actor.name, configId: config.id, logId: log.id, syncType: log.syncType, resumed: log.cursor !== null });
  await runMlsSync(deps, config, log, delivery.id);
}

/**
 * Reads the MLS from the run's mark (or its last committed page, when resumed) and syncs page by page;
 * each page commits its counts with the high-water mark. A failure the retries do not cure ends the run
 * `failed` with the reason; the next sync starts from the last committed mark.
 */
async function runMlsSync(deps: TMlsSyncDeps, stored: TMlsConfigurationRecord, log: TMlsSyncLogRecord, deliveryId: string): Promise<void> {
  const ref = syncLogRefOf(log);
  const trusted = await syncConfigOf(deps, stored);
  if (!trusted.ok) {
    // A registered MLS's configuration whose ids are all unproven (or taken over since the run was asked for) imports nothing.
    await finishMlsSyncRun(deps.db, stored, ref, { status: 'failed', completedAt: deps.clock.now().toISOString(), duration: 0, failureReason: trusted.reason });
    return;
  }
  const config = trusted.config;
  const isResumed = log.cursor !== null;
  const alreadyCounted = new Set(log.cursorKeys);
  const counted = new Set<string>();
  const isFull = log.syncType === 'full';
  let mark = config.highWaterMark;
  let cursor = { at: log.cursor, keys: log.cursorKeys };
  let total = log.total;
  let refusedByField = log.refusedByField;
  let heldAsDraftReason = log.heldAsDraftReason;
  let hasSavedListings = isResumed;
  const client = deps.mlsClients(mlsConnectionOf(config));
  const finish = (status: 'completed' | 'failed', failureReason: string | null, updated = 0) => {
    const completedAt = deps.clock.now();
    return retryingMlsWork(PAGE_ATTEMPTS, () =>
      finishMlsSyncRun(deps.db, config, ref, {
        status,
        completedAt: completedAt.toISOString(),
        duration: (completedAt.getTime() - Date.parse(log.startedAt)) / 1000,
        failureReason,
        extra: { updated },
      }),
    );
  };
  try {
    const modifiedSince = log.cursor ? new Date(Date.parse(log.cursor) - 1).toISOString() : log.modifiedSince;
    for await (const page of onePageAhead(client.replicate({ modifiedSince, pageSize: PAGE_SIZE }))) {
      const fresh = page.listings.filter(
        (listing) => !(listing.modificationTimestamp === log.cursor && alreadyCounted.has(listing.listingKey)) && !counted.has(listing.listingKey),
      );
      const ours = fresh.filter((listing) => memberRoleOf(config, listing) !== null);
      const allowance = await publishAllowanceOf(deps, config.userId);
      const outcomes = await retryingMlsWork(PAGE_ATTEMPTS, () => syncMlsPage(deps, config, { logId: log.id, allowance }, ours));
      if (isFull) await markSeenByFullRun(deps, config, log.id, unchangedKeysOf(ours, outcomes, page));
      for (const listing of fresh) counted.add(listing.listingKey);
      cursor = advanceCursor(cursor, page.listings);
      if (cursor.at && (!mark || cursor.at > mark)) mark = cursor.at;
      total = page.totalCount ?? total;
      const commit = pageCommit(outcomes, { ...page, notYours: fresh.length - ours.length }, cursor, total);
      refusedByField = mergedCounts(refusedByField, commit.refusedByField);
      heldAsDraftReason = commit.heldAsDraftReason ?? heldAsDraftReason;
      const isStillOurs = await retryingMlsWork(PAGE_ATTEMPTS, () =>
        commitMlsSyncPage(deps.db, config, ref, { ...commit, refusedByField, heldAsDraftReason, mark }, { by: deliveryId, until: leaseUntil(deps) }),
      );
      if (!isStillOurs) return;
      hasSavedListings = true;
    }
    const reconciled = isFull ? await retryingMlsWork(PAGE_ATTEMPTS, () => reconcileMlsFeed(deps, config, log.id)) : 0;
    await finish('completed', null, reconciled);
  } catch (error) {
    // An MlsError already says what the server answered, in words meant for the log.
    const reason = (error instanceof MlsError ? error.message : `The sync stopped: ${(error as Error).message}`).replace(/\.$/, '');
    logger.warn('mls sync failed', { configId: config.id, logId: log.id, error: (error as Error).message });
    // A run that stopped before saving anything (a wrong setting, a refused login) has nothing to resume from.
    await finish('failed', hasSavedListings ? `${reason}. The next sync resumes from the last listing saved.` : `${reason}.`);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * The page's listings this run read but did not write (written ones carry the run in `changedByLogId`),
 * and records refused for want of a modification time: the feed still has them.
 */
function unchangedKeysOf(fresh: readonly TMlsListing[], outcomes: readonly TListingOutcome[], page: TMlsPage): string[] {
  const unchanged = fresh.filter((_, index) => outcomes[index]!.kind === 'unchanged').map((listing) => listing.listingKey);
  const refused = page.rejected.flatMap((record) => (record.listingKey ? [record.listingKey] : []));
  return [...unchanged, ...refused];
}

const leaseUntil = (deps: TMlsSyncDeps) => new Date(deps.clock.now().getTime() + MLS_SYNC_LEASE_MS).toISOString();

/** The newest ModificationTimestamp committed so far, and the keys carrying it (a resumed run does not count them twice). */
function advanceCursor(cursor: { at: string | null; keys: string[] }, listings: readonly TMlsListing[]): { at: string | null; keys: string[] } {
  let next = cursor;
  for (const listing of listings) {
    if (next.at === null || listing.modificationTimestamp > next.at) next = { at: listing.modificationTimestamp, keys: [listing.listingKey] };
    else if (listing.modificationTimestamp === next.at && !next.keys.includes(listing.listingKey))
      next = { at: next.at, keys: [...next.keys, listing.listingKey] };
  }
  return next;
}

function pageCommit(
  outcomes: TListingOutcome[],
  page: TMlsPage & { notYours: number },
  cursor: { at: string | null; keys: string[] },
  total: number | null,
): TMlsPageCommit {
  const count = (kind: TListingOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const { rejected } = page;
  const refusedByField: Record<string, number> = {};
  for (const outcome of outcomes) if (outcome.kind === 'refused') refusedByField[outcome.field] = (refusedByField[outcome.field] ?? 0) + 1;
  const held = outcomes.flatMap((outcome) => ('heldAsDraftReason' in outcome && outcome.heldAsDraftReason ? [outcome.heldAsDraftReason] : []));
  return {
    processed: outcomes.length + page.notYours + rejected.length,
    created: count('created'),
    updated: count('updated'),
    notYours: page.notYours,
    refused: count('refused'),
    refusedByField,
    heldAsDrafts: held.length,
    heldAsDraftReason: held.at(-1) ?? null,
    errors: count('error') + rejected.length,
    errorDetails: [
      ...outcomes.flatMap((outcome) => (outcome.kind === 'error' || outcome.kind === 'refused' ? [outcome.message] : [])),
      ...rejected.map((record) => `${record.listingKey ?? 'A record without ListingKey'}: ${record.reason}`),
    ],
    total,
    cursor: cursor.at,
    cursorKeys: cursor.keys,
  };
}

const mergedCounts = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const merged = { ...a };
  for (const [key, n] of Object.entries(b)) merged[key] = (merged[key] ?? 0) + n;
  return merged;
};
