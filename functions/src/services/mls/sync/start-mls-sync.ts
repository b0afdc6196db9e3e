import { ulid } from 'ulid';
import { MLS_MESSAGES, type TMlsSyncType } from '@shared/constants/mls';
import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../../data/mls-records';
import { finishMlsSyncRun, startMlsSyncRun, syncLogRefOf } from '../../../data/mls-sync-log-repository';
import { MLS_SYNC_WORKER } from '../../../entries/mls-entries';
import { AppError } from '../../../platform/app-error';
import type { TUserActor } from '../../actor';
import type { TDeps } from '../../deps';
import { getOwnMlsConfiguration } from '../configurations/own-mls-configuration';
import { toMlsSyncLogView } from '../configurations/mls-configuration-view';
import type { TMlsRouteDeps } from './mls-sync-deps';
import { syncConfigOf } from '../../mls-trust/sync-config';
import { runMessageOf } from './mls-sync-message';

/** Listings modified within this long before the high-water mark are read again, so none sharing its instant is missed. */
export const MLS_OVERLAP_MS = 20 * 60_000;
/** A run's lock outlives a crashed worker by at most this long (renewed with every committed page). */
export const MLS_SYNC_LEASE_MS = 20 * 60_000;

const readFrom = (config: TMlsConfigurationRecord, syncType: TMlsSyncType) =>
  syncType === 'full' || !config.highWaterMark ? null : new Date(Date.parse(config.highWaterMark) - MLS_OVERLAP_MS).toISOString();

/** Takes the configuration's lock and writes the run's log row; null while another run holds the lock. */
export async function beginMlsSyncRun(deps: TDeps, config: TMlsConfigurationRecord, syncType: TMlsSyncType): Promise<TMlsSyncLogRecord | null> {
  const now = deps.clock.now();
  const log: TMlsSyncLogRecord = {
    id: ulid(now.getTime()),
    mlsConfigId: config.id,
    userId: config.userId,
    syncType,
    status: 'in_progress',
    propertiesProcessed: 0,
    propertiesCreated: 0,
    propertiesUpdated: 0,
    propertiesErrors: 0,
    propertiesNotYours: 0,
    propertiesRefused: 0,
    refusedByField: {},
    propertiesHeldAsDrafts: 0,
    heldAsDraftReason: null,
    isInitial: config.highWaterMark === null && config.lastSyncAt === null,
    failureReason: null,
    total: null,
    errorDetails: [],
    modifiedSince: readFrom(config, syncType),
    cursor: null,
    cursorKeys: [],
    startedAt: now.toISOString(),
    completedAt: null,
    duration: null,
  };
  const started = await startMlsSyncRun(deps.db, config, log, new Date(now.getTime() + MLS_SYNC_LEASE_MS).toISOString());
  return started ? log : null;
}

/** Starts a sync in the background: one message on the queue, answered at once; a second while one runs is refused. */
export async function startMlsSync(
  deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'queue'>,
  auth: TUserActor,
  input: { id: string; syncType: TMlsSyncType },
): Promise<{ success: true; message: string; log: TMlsSyncLog }> {
  const config = await getOwnMlsConfiguration(deps, auth, input.id);
  if (!config.isActive) throw new AppError('CONFLICT', 'This configuration is inactive. Turn it on to sync.');
  const trusted = await syncConfigOf(deps, config);
  if (!trusted.ok) throw new AppError('MLS_MEMBER_NOT_VERIFIED', trusted.reason);
  const log = await beginMlsSyncRun(deps, config, input.syncType);
  if (!log) throw new AppError('SYNC_ALREADY_RUNNING', MLS_MESSAGES.syncAlreadyRunning);
  try {
    await deps.queue.send(MLS_SYNC_WORKER.queue, runMessageOf(log));
  } catch (error) {
    const completedAt = deps.clock.now().toISOString();
    await finishMlsSyncRun(deps.db, config, syncLogRefOf(log), {
      status: 'failed',
      completedAt,
      duration: 0,
      failureReason: 'The sync could not be queued; nothing was read. Try again.',
    });
    throw error;
  }
  return { success: true, message: MLS_MESSAGES.syncStarted, log: toMlsSyncLogView(log) };
}
