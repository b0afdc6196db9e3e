import { ulid } from 'ulid';
import { MLS_MESSAGES, mlsProtocolOf } from '@shared/constants/mls';
import {
  MLS_MEMBER_ID_REQUIRED_MESSAGE,
  USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE,
  type TCreateMlsConfiguration,
  type TMlsConfiguration,
  type TMlsSyncLog,
  type TUpdateMlsConfiguration,
} from '@shared/schemas/mls.schema';
import { RETS_ONLY_MESSAGE, retsOnlyPathsSet } from '@shared/schemas/mls-rets-overrides.schema';
import {
  deleteMlsConfigurationWithHistory,
  listMlsConfigurations,
  putMlsConfiguration,
  updateMlsConfigurationSettings,
} from '../../../data/mls-configuration-repository';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import { listMlsSyncLogs } from '../../../data/mls-sync-log-repository';
import { badRequest, notFound } from '../../../platform/app-error';
import type { TUserActor } from '../../actor';
import type { TDeps } from '../../deps';
import { sealMlsSecret } from './mls-credentials';
import { toMlsConfigurationView, toMlsSyncLogView } from './mls-configuration-view';
import { applyMlsSchedule, removeMlsSchedule } from './mls-schedule';
import { getOwnMlsConfiguration, refuseOfficeUnlessBroker } from './own-mls-configuration';
import type { TMlsRouteDeps } from '../sync/mls-sync-deps';
import { unlinkListings } from '../ownership/unsync-listings';
import { listMlsMappings } from '../../../data/mls-mapping-repository';
import { listMlsRegistry } from '../../../data/mls-registry-repository';
import { inheritedChecksOf } from '../../mls-trust/inherited-checks';
import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import { registeredMlsAt } from '../../mls-trust/mls-server-address';
import { mlsSourceOf, sourceOfConfig } from '../../mls-trust/mls-source';

const SYNC_LOGS_SHOWN = 50;

const latestLog = async (deps: TDeps, configId: string) => (await listMlsSyncLogs(deps.db, configId, 1))[0] ?? null;

/**
 * Stores a configuration with its passwords sealed, and its auto-sync schedule when asked for: 1. which MLS it is
 * (the registered MLS it names, whose server its URL must be; else the one whose server it is; else a private
 * feed) 2. seal 3. write 4. schedule. Its MLS ids start claimed (a registered MLS's import nothing until verified),
 * but for those its account proved already with another configuration of the same MLS.
 */
export async function createMlsConfiguration(
  deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'scheduler'>,
  auth: TUserActor,
  input: TCreateMlsConfiguration,
): Promise<TMlsConfiguration> {
  refuseOfficeUnlessBroker(auth, input.officeMlsId);
  const entries = await listMlsRegistry(deps.db);
  const registered = registeredMlsOf(entries, input);
  const server = registered?.servers.find(
    (candidate) => candidate.protocol === 'RESO Web API' && candidate.tokenUrl && input.providerUrl.startsWith(candidate.url.replace(/\/+$/, '')),
  );
  const now = deps.clock.now().toISOString();
  const config: TMlsConfigurationRecord = {
    id: ulid(),
    userId: auth.user.id,
    mlsProvider: input.mlsProvider,
    mlsName: registered?.name ?? input.mlsName,
    mlsId: registered?.id ?? null,
    memberChecks: await inheritedChecksOf(deps, { userId: auth.user.id, agentMlsId: input.agentMlsId, officeMlsId: input.officeMlsId }, registered?.id ?? null),
    memberChecksVersion: 0,
    agentMlsId: input.agentMlsId,
    officeMlsId: input.officeMlsId,
    providerUrl: input.providerUrl,
    // A registered MLS's tokens come from its own token endpoint, wherever the form pointed.
    tokenUrl: input.tokenUrl && server?.tokenUrl ? server.tokenUrl : input.tokenUrl,
    username: input.username,
    sealedPassword: sealMlsSecret(input.password),
    sealedUserAgentPassword: sealMlsSecret(input.userAgentPassword),
    userAgent: input.userAgent,
    version: input.version,
    resource: input.resource,
    className: input.className,
    fieldOverrides: input.fieldOverrides,
    isActive: true,
    syncFrequency: input.syncFrequency,
    autoSync: input.autoSync,
    lastSyncAt: null,
    highWaterMark: null,
    createdAt: now,
    updatedAt: now,
  };
  await putMlsConfiguration(deps.db, config);
  await applyMlsSchedule(deps.scheduler, config);
  return toMlsConfigurationView(config, sourceOfConfig(entries, config), null, deps.clock.now());
}

/**
 * The registered MLS a new configuration is of (naming one, the URL must be one of its servers: 400 otherwise), the
 * one whose server its URL is, or null for a private feed.
 */
function registeredMlsOf(entries: Parameters<typeof registeredMlsAt>[0], input: Pick<TCreateMlsConfiguration, 'mlsId' | 'providerUrl'>) {
  const reached = registeredMlsAt(entries, input.providerUrl);
  if (input.mlsId === undefined) return reached;
  const named = entries.find((entry) => entry.id === input.mlsId);
  if (!named) throw badRequest('Choose an MLS from the list', [{ path: 'mlsId', message: 'Choose an MLS from the list' }]);
  if (reached?.id !== named.id)
    throw badRequest(MLS_TRUST_MESSAGES.notAServerOf(named.name), [{ path: 'providerUrl', message: MLS_TRUST_MESSAGES.notAServerOf(named.name) }]);
  return named;
}

export async function listOwnMlsConfigurations(deps: TDeps, auth: TUserActor): Promise<{ items: TMlsConfiguration[] }> {
  const [configs, entries] = await Promise.all([listMlsConfigurations(deps.db, auth.user.id), listMlsRegistry(deps.db)]);
  const latest = await Promise.all(configs.map((config) => latestLog(deps, config.id)));
  const now = deps.clock.now();
  return { items: configs.map((config, index) => toMlsConfigurationView(config, sourceOfConfig(entries, config), latest[index]!, now)) };
}

export async function listOwnMlsSyncLogs(deps: TDeps, auth: TUserActor, input: { id: string }): Promise<{ items: TMlsSyncLog[] }> {
  const config = await getOwnMlsConfiguration(deps, auth, input.id);
  return { items: (await listMlsSyncLogs(deps.db, config.id, SYNC_LOGS_SHOWN)).map(toMlsSyncLogView) };
}

/**
 * Active/Inactive, auto-sync and frequency, new credentials, and a RETS configuration's resource, class
 * and field overrides: 1. load the caller's own 2. refuse RETS-only changes on a RESO one 3. seal new
 * passwords 4. write 5. the schedule follows.
 */
export async function updateMlsConfiguration(
  deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'scheduler'>,
  auth: TUserActor,
  input: { id: string; changes: TUpdateMlsConfiguration },
): Promise<TMlsConfiguration> {
  const config = await getOwnMlsConfiguration(deps, auth, input.id);
  const { password, userAgentPassword, ...settings } = input.changes;
  refuseRetsOnlyChanges(config, input.changes);
  const agentMlsId = settings.agentMlsId === undefined ? config.agentMlsId : settings.agentMlsId;
  const officeMlsId = settings.officeMlsId === undefined ? config.officeMlsId : settings.officeMlsId;
  refuseOfficeUnlessBroker(auth, settings.officeMlsId);
  if (!agentMlsId && !officeMlsId) throw badRequest(MLS_MEMBER_ID_REQUIRED_MESSAGE, [{ path: 'agentMlsId', message: MLS_MEMBER_ID_REQUIRED_MESSAGE }]);
  const now = deps.clock.now().toISOString();
  const sealed = { sealedPassword: sealMlsSecret(password), sealedUserAgentPassword: sealMlsSecret(userAgentPassword) };
  const updated = await updateMlsConfigurationSettings(deps.db, config, { ...settings, ...sealed }, now);
  if (!updated) throw notFound(MLS_MESSAGES.notFound);
  // Every change re-makes (or removes) the schedule, which restarts its rate from the new updatedAt.
  await applyMlsSchedule(deps.scheduler, updated);
  return toMlsConfigurationView(updated, await mlsSourceOf(deps, updated), await latestLog(deps, updated.id), deps.clock.now());
}

function refuseRetsOnlyChanges(config: TMlsConfigurationRecord, changes: TUpdateMlsConfiguration): void {
  if (mlsProtocolOf(config) === 'RETS') return;
  const overridePaths = retsOnlyPathsSet(changes);
  if (overridePaths.length > 0)
    throw badRequest(
      RETS_ONLY_MESSAGE,
      overridePaths.map((path) => ({ path, message: RETS_ONLY_MESSAGE })),
    );
  if (changes.userAgentPassword !== undefined) {
    throw badRequest(USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE, [{ path: 'userAgentPassword', message: USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE }]);
  }
}

/**
 * Deletes the schedule, unlinks the listings the configuration reached (`unlinkListings`: a listing
 * other configurations reach stays theirs, one only this one reached stays with its agent, no longer
 * synced), then deletes the configuration with its logs and mappings.
 */
export async function deleteMlsConfiguration(
  deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'scheduler'>,
  auth: TUserActor,
  input: { id: string },
): Promise<{ success: true; message: string }> {
  await removeMlsConfiguration(deps, await getOwnMlsConfiguration(deps, auth, input.id));
  return { success: true, message: MLS_MESSAGES.deleted };
}

/** `deleteMlsConfiguration` for a configuration already checked (an account's deletion removes each of its own). */
export async function removeMlsConfiguration(deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'scheduler'>, config: TMlsConfigurationRecord): Promise<void> {
  await removeMlsSchedule(deps.scheduler, config.id);
  await unlinkListings(deps, config, await listMlsMappings(deps.db, config.id));
  await deleteMlsConfigurationWithHistory(deps.db, config);
}
