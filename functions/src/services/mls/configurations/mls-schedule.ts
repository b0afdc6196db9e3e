import type { TScheduler } from '../../../adapters/scheduler/schedules';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import { MLS_SYNC_SCHEDULE } from '../../../entries/mls-entries';
import { mlsScheduleName, type TMlsSyncMessage } from '../sync/mls-sync-message';

/** EventBridge Scheduler's finest rate is a minute; the frequency is kept in seconds. */
const everyMinutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Whether the configuration has an auto-sync schedule. */
export const isMlsScheduled = (config: Pick<TMlsConfigurationRecord, 'isActive' | 'autoSync'>) => config.isActive && config.autoSync;

/**
 * When the schedule fires next after `now`: a rate schedule fires one interval after it was made or
 * changed, then every interval. Every change of the configuration (its `updatedAt`) re-makes its
 * schedule, and nothing else changes it (a sync writes its marks without touching `updatedAt`).
 */
export function nextMlsScheduledSync(config: TMlsConfigurationRecord, now: Date): string | null {
  if (!isMlsScheduled(config)) return null;
  const from = Date.parse(config.updatedAt);
  const interval = everyMinutesOf(config.syncFrequency) * 60_000;
  const ticks = Math.max(1, Math.floor((now.getTime() - from) / interval) + 1);
  return new Date(from + ticks * interval).toISOString();
}

/** Makes the configuration's schedule match it: one while active with auto-sync, none otherwise. */
export async function applyMlsSchedule(scheduler: TScheduler, config: TMlsConfigurationRecord): Promise<void> {
  if (!isMlsScheduled(config)) return scheduler.remove(MLS_SYNC_SCHEDULE, mlsScheduleName(config.id));
  const message: TMlsSyncMessage = { kind: 'scheduled', userId: config.userId, configId: config.id };
  await scheduler.put(MLS_SYNC_SCHEDULE, { name: mlsScheduleName(config.id), everyMinutes: everyMinutesOf(config.syncFrequency), message });
}

export const removeMlsSchedule = (scheduler: TScheduler, configId: string) => scheduler.remove(MLS_SYNC_SCHEDULE, mlsScheduleName(configId));
