import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { conditionalWrite } from '../../../functions/src/data/conditional-write';
import * as keys from '../../../functions/src/data/keys';
import { updateExpression } from '../../../functions/src/data/update-expression';
import { MLS_DEFAULT_USER_AGENT, MLS_SYNC_FREQUENCY_DEFAULT_SECONDS } from '@shared/constants/mls';
import { listMlsConfigurations, putMlsConfiguration } from '../../../functions/src/data/mls-configuration-repository';
import { NO_MEMBER_CHECK, type TMlsConfigurationRecord } from '../../../functions/src/data/mls-records';
import { verifySeededDemoMember } from '../mls/local-mls-registry';
import type { TDeps } from '../../../functions/src/services/deps';
import { mlsCredentialsBox } from '../../../functions/src/services/mls/configurations/mls-credentials';
import { LOCAL_MLS_MEMBERS } from '../mls/local-mls-members';
import { LOCAL_MLS_CLIENT_ID, LOCAL_MLS_CLIENT_SECRET, LOCAL_MLS_NAME, localMlsUrls } from '../mls/local-mls-constants';

/**
 * Gives the demo agent a configuration for the local MLS (RESO Web API, client credentials sealed with
 * the local key) naming them by their local MLS id, so a sync brings their listings only, unless they
 * have one already. Auto-sync stays off: a sync starts when they press Sync.
 */
export async function seedDemoMlsConfiguration(deps: TDeps, input: { agentId: string; localMlsUrl: string }): Promise<string | null> {
  if ((await listMlsConfigurations(deps.db, input.agentId)).length > 0) return null;
  const urls = localMlsUrls(input.localMlsUrl);
  const now = deps.clock.now().toISOString();
  const id = ulid();
  const config: TMlsConfigurationRecord = {
    id,
    userId: input.agentId,
    mlsProvider: 'Other',
    mlsName: LOCAL_MLS_NAME,
    memberChecks: { agent: NO_MEMBER_CHECK, office: NO_MEMBER_CHECK },
    memberChecksVersion: 0,
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
  };
  await putMlsConfiguration(deps.db, config);
  await verifySeededDemoMember(deps, config);
  return id;
}

/** A configuration the seed made: the local MLS's name and client id, on a loopback address. */
const isSeededLocalMlsConfiguration = (config: TMlsConfigurationRecord) =>
  config.mlsName === LOCAL_MLS_NAME && config.username === LOCAL_MLS_CLIENT_ID && LOOPBACK_HOSTS.has(new URL(config.tokenUrl ?? config.providerUrl).hostname);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * At every start: the demo configuration points at the local MLS running now. It was seeded with the
 * first start's port (PORT+105), so after `PORT=4000 npm start` its Test could not reach the token
 * endpoint. Only the demo agent's seeded configuration moves (by its id, or, seeded before the id was
 * recorded, by the seed's name and client id on loopback); one the person added or deleted is left alone.
 * Its updatedAt stays: nothing the agent set has changed, and a new one would re-make its sync schedule.
 * Returns the configuration's id (null when there is none any more) and whether it moved.
 */
export async function repointDemoMlsConfiguration(
  deps: TDeps,
  input: { agentId: string; configurationId: string | null; localMlsUrl: string },
): Promise<{ configurationId: string | null; moved: boolean }> {
  const configurations = await listMlsConfigurations(deps.db, input.agentId);
  const config = input.configurationId ? configurations.find((c) => c.id === input.configurationId) : configurations.find(isSeededLocalMlsConfiguration);
  if (!config) return { configurationId: null, moved: false };
  const urls = localMlsUrls(input.localMlsUrl);
  // Seeded before the registry: verified once, as a new seed's is.
  await verifySeededDemoMember(deps, config);
  if (config.providerUrl === urls.serviceRoot && config.tokenUrl === urls.tokenUrl) return { configurationId: config.id, moved: false };
  const outcome = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.db.tableName,
      Key: keys.mlsConfiguration(config.userId, config.id),
      ...updateExpression({ providerUrl: urls.serviceRoot, tokenUrl: urls.tokenUrl }),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
  return { configurationId: outcome.written ? config.id : null, moved: outcome.written };
}
