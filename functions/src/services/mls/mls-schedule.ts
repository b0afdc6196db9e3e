import type { TScheduler } from '../../adapters/scheduler/schedules';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import { MLS_SYNC_SCHEDULE } from '../../entries/mls-entries';
import { mlsScheduleName, type TMlsSyncMessage } from './mls-sync-message';

/** EventBridge Scheduler's finest rate is a minute; the frequency is kept in seconds. */
const everyMinutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Makes the configuration's schedule match it: one while active with auto-sync, none otherwise. */
export async function applyMlsSchedule(scheduler: TScheduler, config: TMlsConfigurationRecord): Promise<void> {
  if (!config.isActive || !config.autoSync) return scheduler.remove(MLS_SYNC_SCHEDULE, mlsScheduleName(config.id));
  const message: TMlsSyncMessage = { kind: 'scheduled', userId: config.userId, configId: config.id };
  await scheduler.put(MLS_SYNC_SCHEDULE, { name: mlsScheduleName(config.id), everyMinutes: everyMinutesOf(config.syncFrequency), message });
}

export const removeMlsSchedule = (scheduler: TScheduler, configId: string) => scheduler.remove(MLS_SYNC_SCHEDULE, mlsScheduleName(configId));
