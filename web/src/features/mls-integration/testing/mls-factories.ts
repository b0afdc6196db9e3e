import type { TMlsConfiguration, TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TMlsMemberVerification } from '@shared/schemas/mls-verification.schema';

const NOW = '2026-11-25T00:30:00.000Z';

export const CONFIGURATION_ID = '01JVMLS0000000000000000001';

/** A sync run as GET …/logs answers it; override what the test is about. */
export function makeSyncLog(overrides: Partial<TMlsSyncLog> = {}): TMlsSyncLog {
  return {
    id: 'log-1',
    mlsConfigId: CONFIGURATION_ID,
    syncType: 'incremental',
    status: 'completed',
    propertiesProcessed: 120,
    propertiesCreated: 100,
    propertiesUpdated: 20,
    propertiesErrors: 0,
    propertiesNotYours: 0,
    propertiesRefused: 0,
    refusedByField: {},
    propertiesHeldAsDrafts: 0,
    heldAsDraftReason: null,
    isInitial: false,
    failureReason: null,
    total: 120,
    errorDetails: [],
    startedAt: NOW,
    completedAt: NOW,
    duration: 42,
    ...overrides,
  };
}

/** One of a configuration's MLS ids as the server reports it: verified by code unless the test says otherwise. */
export function makeMemberVerification(overrides: Partial<TMlsMemberVerification> = {}): TMlsMemberVerification {
  return {
    kind: 'agent',
    mlsId: 'ATX-A-7412',
    status: 'verified',
    verifiedAt: NOW,
    verifiedBy: 'code',
    codeSentTo: null,
    codeExpiresAt: null,
    reviewRequestedAt: null,
    ...overrides,
  };
}

/** A configuration as GET /api/mls/configurations answers it (password masked; no MLS name entered). */
export function makeMlsConfiguration(overrides: Partial<TMlsConfiguration> = {}): TMlsConfiguration {
  return {
    id: CONFIGURATION_ID,
    userId: 'user-1',
    mlsProvider: overrides.mlsProvider ?? 'Bridge Interactive',
    // What the server stores when no MLS name is entered: the provider's.
    mlsName: overrides.mlsProvider ?? 'Bridge Interactive',
    source: { kind: 'registered', mlsId: 'austin-local-mls', mlsName: 'Austin Local MLS' },
    members: [makeMemberVerification()],
    agentMlsId: 'ATX-A-7412',
    officeMlsId: null,
    protocol: 'RESO Web API',
    providerUrl: 'https://api.bridgedataoutput.com/api/v2/OData/test',
    username: 'client-id-123',
    hasPassword: true,
    passwordMask: '••••••••',
    userAgentPasswordMask: null,
    userAgent: 'OpenHouse Market/1.0',
    version: null,
    tokenUrl: 'https://api.bridgedataoutput.com/oauth2/token',
    resource: null,
    className: null,
    fieldOverrides: {},
    isActive: true,
    syncFrequency: 3600,
    autoSync: false,
    lastSyncAt: null,
    nextSyncAt: null,
    latestSync: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}
