import type { TMlsRegistryServer } from '@shared/schemas/mls-registry.schema';
import { getMlsRegistryEntry } from '../../../functions/src/data/mls-registry-repository';
import { getMemberHolder, recordMemberHolder } from '../../../functions/src/data/mls-member-repository';
import type { TMlsConfigurationRecord } from '../../../functions/src/data/mls-records';
import type { TDeps } from '../../../functions/src/services/deps';
import { registerMls, updateRegisteredMls } from '../../../functions/src/services/mls-trust/mls-registry';
import { mlsSourceOf } from '../../../functions/src/services/mls-trust/mls-source';
import { isMemberVerified, memberIdOfKind } from '../../../functions/src/services/mls-trust/proven-members';
import { LOCAL_MLS_NAME } from './local-mls-constants';
import type { TLocalMlsServers } from './start-local-mls-servers';

/** The local MLS's registry id, and the identity its listings were always keyed by (its records' OriginatingSystemName). */
export const LOCAL_MLS_REGISTRY_ID = 'austin-local-mls';
export const LOCAL_MLS_LISTING_IDENTITY = `system:${LOCAL_MLS_NAME.toLowerCase()}`;

/**
 * `npm start` registers the local MLS as an admin would (its RESO Web API and RETS servers), and moves its servers to
 * this start's ports. Listings keep their ids: the identity is the one they were keyed by before the registry.
 */
export async function registerLocalMls(deps: TDeps, mls: TLocalMlsServers): Promise<void> {
  const servers: TMlsRegistryServer[] = [
    { protocol: 'RESO Web API', url: mls.reso.serviceRoot, tokenUrl: mls.reso.tokenUrl },
    { protocol: 'RETS', url: mls.rets.loginUrl, tokenUrl: null },
  ];
  const existing = await getMlsRegistryEntry(deps.db, LOCAL_MLS_REGISTRY_ID);
  if (!existing) {
    await registerMls(deps, { id: LOCAL_MLS_REGISTRY_ID, name: LOCAL_MLS_NAME, servers, listingIdentity: LOCAL_MLS_LISTING_IDENTITY });
  } else if (JSON.stringify(existing.servers) !== JSON.stringify(servers)) {
    await updateRegisteredMls(deps, { id: LOCAL_MLS_REGISTRY_ID, servers });
  }
}

/**
 * The demo agent's seeded configuration is verified as an operator's review would: the demo's MLS id is the demo
 * account's by construction. Any other configuration proves its ids the way a person's does.
 */
export async function verifySeededDemoMember(deps: TDeps, config: TMlsConfigurationRecord): Promise<void> {
  const source = await mlsSourceOf(deps, config);
  const memberId = memberIdOfKind(config, 'agent');
  if (source.kind !== 'registered' || memberId === null || isMemberVerified(config, 'agent')) return;
  const member = { mlsId: source.entry.id, kind: 'agent' as const, memberId };
  const before = await getMemberHolder(deps.db, member);
  if (before) return;
  const now = deps.clock.now().toISOString();
  await recordMemberHolder(deps.db, {
    before: null,
    holder: { ...member, userId: config.userId, configId: config.id, verifiedAt: now },
    config,
    check: { verified: { mlsId: memberId, at: now, by: 'review' }, code: null, review: null },
    previous: [],
  });
}
