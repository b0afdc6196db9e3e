import type { TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import type { TMlsReview } from '@shared/schemas/mls-verification.schema';

const NOW = '2026-11-25T00:30:00.000Z';

/** A registered MLS as GET /api/mls/registry (and the admin list) answers it: one RESO Web API server unless the test gives more. */
export function makeRegistryEntry(overrides: Partial<TMlsRegistryEntry> = {}): TMlsRegistryEntry {
  return {
    id: 'austin-local-mls',
    name: 'Austin Local MLS',
    servers: [
      { protocol: 'RESO Web API', url: 'https://api.austin-local-mls.example/reso/odata', tokenUrl: 'https://auth.austin-local-mls.example/oauth2/token' },
    ],
    listingIdentity: 'austin-local-mls',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A review request as the admin list shows it: pending, for the agent MLS id of the configuration factory. */
export function makeMlsReview(overrides: Partial<TMlsReview> = {}): TMlsReview {
  return {
    id: 'review-1',
    status: 'pending',
    mlsId: 'austin-local-mls',
    mlsName: 'Austin Local MLS',
    kind: 'agent',
    memberMlsId: 'ATX-A-7412',
    configId: '01JVMLS0000000000000000001',
    userId: 'user-1',
    userName: 'Jane Doe',
    userEmail: 'jane@example.com',
    note: 'Office: Hill Country Realty',
    createdAt: NOW,
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}
