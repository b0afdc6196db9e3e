import { mlsProtocolOf } from '@shared/constants/mls';
import type { TMlsConfiguration, TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../data/mls-records';
import { PASSWORD_MASK } from './mls-credentials';

export function toMlsSyncLogView(log: TMlsSyncLogRecord): TMlsSyncLog {
  return {
    id: log.id,
    mlsConfigId: log.mlsConfigId,
    syncType: log.syncType,
    status: log.status,
    propertiesProcessed: log.propertiesProcessed,
    propertiesCreated: log.propertiesCreated,
    propertiesUpdated: log.propertiesUpdated,
    propertiesErrors: log.propertiesErrors,
    total: log.total,
    errorDetails: log.errorDetails,
    startedAt: log.startedAt,
    completedAt: log.completedAt,
    duration: log.duration,
  };
}

/** When the schedule fires next: a sync frequency after the last sync (or after creation). */
const nextSyncAt = (config: TMlsConfigurationRecord) =>
  config.isActive && config.autoSync ? new Date(Date.parse(config.lastSyncAt ?? config.createdAt) + config.syncFrequency * 1000).toISOString() : null;

/** The configuration as its owner sees it: never a password, only that one is stored. */
export function toMlsConfigurationView(config: TMlsConfigurationRecord, latestSync: TMlsSyncLogRecord | null): TMlsConfiguration {
  return {
    id: config.id,
    userId: config.userId,
    mlsProvider: config.mlsProvider,
    protocol: mlsProtocolOf(config),
    providerUrl: config.providerUrl,
    username: config.username,
    hasPassword: true,
    passwordMask: PASSWORD_MASK,
    userAgentPasswordMask: config.sealedUserAgentPassword ? PASSWORD_MASK : null,
    userAgent: config.userAgent,
    version: config.version,
    tokenUrl: config.tokenUrl,
    resource: config.resource,
    className: config.className,
    fieldOverrides: config.fieldOverrides,
    isActive: config.isActive,
    syncFrequency: config.syncFrequency,
    autoSync: config.autoSync,
    lastSyncAt: config.lastSyncAt,
    nextSyncAt: nextSyncAt(config),
    latestSync: latestSync ? toMlsSyncLogView(latestSync) : null,
    createdAt: config.createdAt,
    updatedAt: config.updatedAt,
  };
}
