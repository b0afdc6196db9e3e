import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import type { TCreateMlsRegistryEntry, TMlsRegistryEntry, TMlsRegistryServer } from '@shared/schemas/mls-registry.schema';
import { getMlsRegistryEntry, listMlsRegistry, writeMlsRegistryEntry, type TRegistryWriteOutcome } from '../../data/mls-registry-repository';
import { configuredMlsRegistry, isConfiguredMls } from '../../data/configured-mls-registry';
import type { TMlsRegistryEntryRecord } from '../../data/mls-trust-records';
import { AppError, conflict, notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { serverKeyOf } from './mls-server-address';

const byName = (a: TMlsRegistryEntryRecord, b: TMlsRegistryEntryRecord) => a.name.localeCompare(b.name);

/** Every registered MLS, by name: what a configuration chooses from (and the admin screen lists). */
export async function listRegisteredMlss(deps: TDeps): Promise<{ items: TMlsRegistryEntry[] }> {
  return { items: (await listMlsRegistry(deps.db)).sort(byName) };
}

const serverKeysOf = (servers: readonly TMlsRegistryServer[]) => [...new Set(servers.map((server) => serverKeyOf(server.url)))];

/**
 * Registers an MLS (admins; the local runtime for its sandbox): its id once, each server address to one MLS. Its
 * listings' identity is fixed now (`listingIdentity`, by default `mls:<id>`) so they keep their ids whatever
 * servers it has later.
 */
export async function registerMls(deps: TDeps, input: TCreateMlsRegistryEntry): Promise<TMlsRegistryEntry> {
  refuseConfigured(input);
  const listingIdentity = input.listingIdentity ?? `mls:${input.id}`;
  // Two MLSs of one identity would share their listings.
  if ((await listMlsRegistry(deps.db)).some((entry) => entry.listingIdentity === listingIdentity)) {
    throw new AppError('CONFLICT', LISTING_IDENTITY_TAKEN, [{ path: 'listingIdentity', message: LISTING_IDENTITY_TAKEN }]);
  }
  const now = deps.clock.now().toISOString();
  const entry: TMlsRegistryEntryRecord = { id: input.id, name: input.name, servers: input.servers, listingIdentity, createdAt: now, updatedAt: now };
  refuseUnwritten(await writeMlsRegistryEntry(deps.db, null, { entry, serverKeys: serverKeysOf(entry.servers) }), input.servers);
  return entry;
}

/** Renames an MLS or changes its servers (its listing identity stays). */
export async function updateRegisteredMls(deps: TDeps, input: { id: string; name?: string; servers?: TMlsRegistryServer[] }): Promise<TMlsRegistryEntry> {
  if (isConfiguredMls(input.id)) throw conflict(CONFIGURED_MESSAGE);
  const before = await getMlsRegistryEntry(deps.db, input.id);
  if (!before) throw notFound(MLS_TRUST_MESSAGES.registryEntryNotFound);
  if (input.servers) refuseConfigured({ id: '', servers: input.servers });
  const after = { ...before, name: input.name ?? before.name, servers: input.servers ?? before.servers, updatedAt: deps.clock.now().toISOString() };
  refuseUnwritten(
    await writeMlsRegistryEntry(
      deps.db,
      { entry: before, serverKeys: serverKeysOf(before.servers) },
      { entry: after, serverKeys: serverKeysOf(after.servers) },
    ),
    after.servers,
  );
  return after;
}

const LISTING_IDENTITY_TAKEN = 'Another registered MLS gives its listings this identity';
const CONFIGURED_MESSAGE = 'This MLS is registered by the deployment’s configuration: change it there (CDK context mlsRegistry).';

/** An id or a server the deployment's configuration registers is not an admin's to take. */
function refuseConfigured(input: { id: string; servers: readonly TMlsRegistryServer[] }): void {
  const configured = configuredMlsRegistry();
  if (configured.some((entry) => entry.id === input.id))
    throw new AppError('CONFLICT', MLS_TRUST_MESSAGES.registryIdTaken, [{ path: 'id', message: MLS_TRUST_MESSAGES.registryIdTaken }]);
  const taken = new Map(configured.flatMap((entry) => entry.servers.map((server) => [serverKeyOf(server.url), entry.name] as const)));
  input.servers.forEach((server, index) => {
    const owner = taken.get(serverKeyOf(server.url));
    if (owner)
      throw new AppError('CONFLICT', MLS_TRUST_MESSAGES.registryUrlTaken(server.url, owner), [
        { path: `servers.${index}.url`, message: MLS_TRUST_MESSAGES.registryUrlTaken(server.url, owner) },
      ]);
  });
}

function refuseUnwritten(outcome: TRegistryWriteOutcome, servers: readonly TMlsRegistryServer[]): void {
  if (outcome.written) return;
  if (outcome.reason !== 'server-taken') {
    if (outcome.reason === 'id-taken')
      throw new AppError('CONFLICT', MLS_TRUST_MESSAGES.registryIdTaken, [{ path: 'id', message: MLS_TRUST_MESSAGES.registryIdTaken }]);
    throw conflict('The entry changed meanwhile. Reload and try again.');
  }
  const index = servers.findIndex((server) => serverKeyOf(server.url) === outcome.serverKey);
  const message = MLS_TRUST_MESSAGES.registryUrlTaken(servers[index]?.url ?? outcome.serverKey, 'another MLS');
  throw new AppError('CONFLICT', message, [{ path: `servers.${Math.max(index, 0)}.url`, message }]);
}
