import { MLS_DEFAULT_RETS_VERSION, MLS_SYNC_FREQUENCY_DEFAULT_SECONDS, mlsProtocolsOf, type TMlsProvider } from '@shared/constants/mls';
import type { TDb } from '../../../functions/src/data/db';
import { putMlsConfiguration } from '../../../functions/src/data/mls-configuration-repository';
import { NO_MEMBER_CHECK, type TMlsConfigurationRecord } from '../../../functions/src/data/mls-records';
import { mlsCredentialsBox } from '../../../functions/src/services/mls/configurations/mls-credentials';
import { LOCAL_MLS_NAME } from './local-mls-constants';
import { LOCAL_MLS_MEMBERS } from './local-mls-members';
import type { TLocalMlsServers } from './start-local-mls-servers';

/**
 * Stores a configuration of `provider` pointing at the local MLS servers with their own credentials
 * as the demo agent (their local MLS id, unless `names` gives another identity) (RETS 1.7.2 where the provider's default protocol is RETS, else RESO Web API), for tests and benchmarks that run the worker directly.
 */
export async function putLocalMlsConfiguration(
  db: TDb,
  servers: TLocalMlsServers,
  provider: TMlsProvider,
  names: Pick<TMlsConfigurationRecord, 'id' | 'userId' | 'userAgent'> & Partial<Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>>,
): Promise<TMlsConfigurationRecord> {
  const now = new Date().toISOString();
  const isRets = mlsProtocolsOf(provider)[0] === 'RETS';
  const config: TMlsConfigurationRecord = {
    agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId,
    officeMlsId: null,
    // Tests and benchmarks that run the worker directly read the local MLS as a private feed unless they register it.
    memberChecks: { agent: NO_MEMBER_CHECK, office: NO_MEMBER_CHECK },
    memberChecksVersion: 0,
    ...names,
    mlsProvider: provider,
    mlsName: LOCAL_MLS_NAME,
    providerUrl: isRets ? servers.rets.loginUrl : servers.reso.serviceRoot,
    tokenUrl: isRets ? null : servers.reso.tokenUrl,
    username: isRets ? servers.retsCredentials.username : servers.reso.clientId,
    sealedPassword: mlsCredentialsBox().seal(isRets ? servers.retsCredentials.password : servers.reso.clientSecret),
    sealedUserAgentPassword: null,
    version: isRets ? MLS_DEFAULT_RETS_VERSION : null,
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
  };
  await putMlsConfiguration(db, config);
  return config;
}
