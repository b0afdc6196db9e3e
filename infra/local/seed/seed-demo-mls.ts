import { ulid } from 'ulid';
import { MLS_DEFAULT_USER_AGENT, MLS_SYNC_FREQUENCY_DEFAULT_SECONDS } from '@shared/constants/mls';
import { listMlsConfigurations, putMlsConfiguration } from '../../../functions/src/data/mls-configuration-repository';
import type { TDeps } from '../../../functions/src/services/deps';
import { mlsCredentialsBox } from '../../../functions/src/services/mls/mls-credentials';
import { LOCAL_MLS_MEMBERS } from '../mls/local-mls-members';
import { LOCAL_MLS_CLIENT_ID, LOCAL_MLS_CLIENT_SECRET, LOCAL_MLS_NAME, localMlsUrls } from '../mls/local-mls-constants';

/**
 * Gives the demo agent a configuration for the local MLS (RESO Web API, client credentials sealed with
 * the local key) naming them by their local MLS id, so a sync brings their listings only, unless they
 * have one already. Auto-sync stays off: a sync starts when they press Sync.
 */
export async function seedDemoMlsConfiguration(deps: TDeps, input: { agentId: string; localMlsUrl: string }): Promise<boolean> {
  if ((await listMlsConfigurations(deps.db, input.agentId)).length > 0) return false;
  const urls = localMlsUrls(input.localMlsUrl);
  const now = deps.clock.now().toISOString();
  await putMlsConfiguration(deps.db, {
    id: ulid(),
    userId: input.agentId,
    mlsProvider: 'Other',
    mlsName: LOCAL_MLS_NAME,
    agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId,
    officeMlsId: null,
    providerUrl: urls.serviceRoot,
    tokenUrl: urls.tokenUrl,
    username: LOCAL_MLS_CLIENT_ID,
    sealedPassword: mlsCredentialsBox().seal(LOCAL_MLS_CLIENT_SECRET),
    sealedUserAgentPassword: null,
    userAgent: MLS_DEFAULT_USER_AGENT,
    version: null,
    resource: null,
    className: null,
    fieldOverrides: {},
    isActive: true,
    syncFrequency: MLS_SYNC_FREQUENCY_DEFAULT_SECONDS,
    autoSync: false,
    lastSyncAt: null,
    highWaterMark: null,
    createdAt: now,
    updatedAt: now,
  });
  return true;
}
