import { mlsProtocolOf } from '@shared/constants/mls';
import type { TMlsConfiguration, TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../../data/mls-records';
import { PASSWORD_MASK } from './mls-credentials';
import { nextMlsScheduledSync } from './mls-schedule';
import { sourceMlsName, type TMlsSourceOfConfig } from '../../mls-trust/mls-source';
import { memberVerificationsOf } from '../../mls-trust/proven-members';

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
    propertiesNotYours: log.propertiesNotYours,
    propertiesRefused: log.propertiesRefused,
    refusedByField: log.refusedByField,
    propertiesHeldAsDrafts: log.propertiesHeldAsDrafts,
    heldAsDraftReason: log.heldAsDraftReason,
    isInitial: log.isInitial,
    failureReason: log.failureReason,
    total: log.total,
    errorDetails: log.errorDetails,
    startedAt: log.startedAt,
    completedAt: log.completedAt,
    duration: log.duration,
  };
}

/** The configuration as its owner sees it at `now`: never a password, only that one is stored; where its listings come from and where its ids stand. */
export function toMlsConfigurationView(
  config: TMlsConfigurationRecord,
  source: TMlsSourceOfConfig,
  latestSync: TMlsSyncLogRecord | null,
  now: Date,
): TMlsConfiguration {
  return {
    id: config.id,
    userId: config.userId,
    mlsProvider: config.mlsProvider,
    mlsName: sourceMlsName(source, config),
    source: source.kind === 'registered' ? { kind: 'registered', mlsId: source.entry.id, mlsName: source.entry.name } : { kind: 'private' },
    members: memberVerificationsOf(config, source, now),
    agentMlsId: config.agentMlsId,
    officeMlsId: config.officeMlsId,
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
    nextSyncAt: nextMlsScheduledSync(config, now),
    latestSync: latestSync ? toMlsSyncLogView(latestSync) : null,
    createdAt: config.createdAt,
    updatedAt: config.updatedAt,
  };
}
