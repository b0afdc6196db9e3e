import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TMlsProvider } from '@shared/constants/mls';
import { mlsClientFactory } from '../../functions/src/adapters/mls/mls-client-factory';
import type { TDb, TTransactItem } from '../../functions/src/data/db';
import * as ENTITY from '../../functions/src/data/entity-names';
import { getMlsConfiguration } from '../../functions/src/data/mls-configuration-repository';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../functions/src/data/mls-records';
import { getMlsSyncLog } from '../../functions/src/data/mls-sync-log-repository';
import { runMessageOf } from '../../functions/src/services/mls/sync/mls-sync-message';
import type { TDeps } from '../../functions/src/services/deps';
import { systemActor } from '../../functions/src/services/actor';
import { handleMlsSyncMessage } from '../../functions/src/services/mls/sync/run-mls-sync';
import { beginMlsSyncRun } from '../../functions/src/services/mls/sync/start-mls-sync';
import { grantComplimentarySubscription } from '../../functions/src/services/subscriptions/grant-complimentary-subscription';
import { putLocalMlsConfiguration } from '../../infra/local/mls/local-mls-configuration';
import { LOCAL_MLS_REQUESTS_PER_SECOND } from '../../infra/local/mls/local-mls-constants';
import type { TLocalMlsServers } from '../../infra/local/mls/start-local-mls-servers';
import { signUpBenchAgent } from './bench-agent';

const isListingItem = (item: TTransactItem) => item.Put?.Item?.entity === ENTITY.property;
/** What a listing cannot be synced without: the listing, its MLS mapping (the raw record) and its open houses. */
const IRREDUCIBLE: readonly unknown[] = [ENTITY.property, ENTITY.mlsMapping, ENTITY.openHouse];
const isIrreducible = (item: TTransactItem) => IRREDUCIBLE.includes(item.Put?.Item?.entity);

/** The sync's first transactions, kept to write them again under new keys (what the table alone takes). */
const RECORDED_TRANSACTIONS = 40;

/**
 * Counts the table writes a sync sends: one per item written (a transaction counts its items). With
 * `recorded`, keeps the items of its first transactions.
 */
function countingDb(db: TDb, recorded?: TTransactItem[][]): TDb & { writes: () => number } {
  let writes = 0;
  const client = {
    send: (command: { constructor: { name: string }; input: { TransactItems?: TTransactItem[] } }) => {
      const name = command.constructor.name;
      if (name === 'TransactWriteCommand') {
        const items = command.input.TransactItems ?? [];
        writes += items.length;
        if (recorded && recorded.length < RECORDED_TRANSACTIONS && items.some(isListingItem)) recorded.push(items);
      } else if (['PutCommand', 'UpdateCommand', 'DeleteCommand'].includes(name)) writes++;
      return db.client.send(command as never);
    },
  } as unknown as DynamoDBDocumentClient;
  return { tableName: db.tableName, client, writes: () => writes };
}

/**
 * A configuration of a freshly signed-up agent with an active (complimentary) subscription: an account the
 * listing rule lets publish, as the demo agent's member id, so the figures count real imports, not drafts.
 */
async function configurationFor(deps: TDeps, baseUrl: string, servers: TLocalMlsServers, provider: TMlsProvider, label: string) {
  const { agentId } = await signUpBenchAgent(baseUrl, `mls-${label}`);
  await grantComplimentarySubscription(deps, systemActor('mls-sync-bench'), agentId);
  return putLocalMlsConfiguration(deps.db, servers, provider, {
    id: `bench-${label}-${Date.now().toString(36)}`,
    userId: agentId,
    userAgent: 'MlsSyncBench/1.0',
  });
}

/** One sync through the worker's message handler, timed, its request budget the local MLS's limit; photos left out (listings alone are measured). */
async function timedSync(deps: TDeps, config: TMlsConfigurationRecord, syncType: 'full' | 'incremental', recorded?: TTransactItem[][]) {
  const db = countingDb(deps.db, recorded);
  const latest = (await getMlsConfiguration(deps.db, config.userId, config.id))!;
  const started = performance.now();
  const log = (await beginMlsSyncRun(deps, latest, syncType))!;
  const workerDeps = { ...deps, db, mlsClients: mlsClientFactory({ requestsPerSecond: LOCAL_MLS_REQUESTS_PER_SECOND }), photos: null, fetchMedia: fetch };
  await handleMlsSyncMessage(workerDeps, systemActor('mls-sync-bench'), runMessageOf(log), { id: 'bench' });
  const seconds = (performance.now() - started) / 1000;
  const done = (await getMlsSyncLog(deps.db, { mlsConfigId: config.id, startedAt: log.startedAt, logId: log.id })) as TMlsSyncLogRecord;
  if (done.status !== 'completed') throw new Error(`the ${syncType} sync ${done.status}: ${done.errorDetails.join('; ')}`);
  return { seconds, log: done, writes: db.writes() };
}

/**
 * The sync's own transactions written again, one after another, under new partition keys (index keys
 * kept, so each item costs the table what it did), only the items `keep` keeps: listings/s the table
 * alone takes for those writes, with no reads and no work between them. Conditional updates (the agent's
 * listing limit) are left out: their condition reads state the new keys do not have.
 */
async function replayedListingsPerSecond(db: TDb, recorded: readonly TTransactItem[][], keep: (item: TTransactItem) => boolean): Promise<number> {
  const prefix = `BENCHCOPY#${Date.now().toString(36)}#${keep.name}#`;
  const renamed = (item: TTransactItem): TTransactItem => {
    if (item.Put) return { Put: { ...item.Put, Item: { ...item.Put.Item, pk: `${prefix}${String(item.Put.Item?.pk)}` } } };
    if (item.Update) return { Update: { ...item.Update, Key: { ...item.Update.Key, pk: `${prefix}${String(item.Update.Key?.pk)}` } } };
    if (item.Delete) return { Delete: { ...item.Delete, Key: { ...item.Delete.Key, pk: `${prefix}${String(item.Delete.Key?.pk)}` } } };
    return item;
  };
  const transactions = recorded
    .map((items) => items.filter((item) => keep(item) && !item.Update?.ConditionExpression).map(renamed))
    .filter((items) => items.length > 0);
  const listings = recorded.flat().filter(isListingItem).length;
  const started = performance.now();
  for (const TransactItems of transactions) await db.client.send(new TransactWriteCommand({ TransactItems }));
  return listings / ((performance.now() - started) / 1000);
}

const retsRequests = (servers: TLocalMlsServers) => Object.values(servers.rets.requestCounts()).reduce((sum, n) => sum + n, 0);

/**
 * Full sync of the local MLS end to end through the worker (RESO, then RETS over the same listings),
 * and an incremental sync after 100 price changes. Listings/s counts every listing read and written.
 */
export async function benchMlsSync(deps: TDeps, baseUrl: string, servers: TLocalMlsServers, count: number): Promise<string[]> {
  const reso = await configurationFor(deps, baseUrl, servers, 'Other', 'reso');
  const resoRequestsBefore = servers.reso.requests.length;
  const recorded: TTransactItem[][] = [];
  const full = await timedSync(deps, reso, 'full', recorded);
  const resoRequests = servers.reso.requests.length - resoRequestsBefore;

  servers.reso.activity({ counts: { priceChanges: 100, statusChanges: 0, openHouseChanges: 0, deletions: 0, newListings: 0 } });
  const incremental = await timedSync(deps, reso, 'incremental');

  const rets = await configurationFor(deps, baseUrl, servers, 'RETS Standard', 'rets');
  const retsRequestsBefore = retsRequests(servers);
  const retsFull = await timedSync(deps, rets, 'full');
  const retsRequestCount = retsRequests(servers) - retsRequestsBefore;

  const allWrites = await replayedListingsPerSecond(deps.db, recorded, function all() {
    return true;
  });
  const irreducible = await replayedListingsPerSecond(deps.db, recorded, isIrreducible);
  const rate = (run: { seconds: number; log: TMlsSyncLogRecord }) => run.log.propertiesProcessed / run.seconds;
  const writesPerListing = full.writes / full.log.propertiesProcessed;
  return [
    `MLS sync through the worker, ${count} listings in the local MLS (photos not copied: listings alone)`,
    `  RESO full sync        ${full.log.propertiesProcessed} listings in ${full.seconds.toFixed(1)} s = ${rate(full).toFixed(0)} listings/s (target ≥ 500/s); ${writesPerListing.toFixed(2)} DynamoDB writes per listing; ${((resoRequests / full.log.propertiesProcessed) * 1000).toFixed(1)} requests per 1,000 listings; as the demo agent member: imported ${full.log.propertiesCreated}, not yours ${full.log.propertiesNotYours}, refused ${full.log.propertiesRefused} ${JSON.stringify(full.log.refusedByField)}, kept as drafts ${full.log.propertiesHeldAsDrafts}, errors ${full.log.propertiesErrors} (want 0)`,
    `  RESO incremental      100 price changes: ${incremental.seconds.toFixed(2)} s, ${incremental.log.propertiesProcessed} read (overlap included), ${incremental.log.propertiesCreated + incremental.log.propertiesUpdated} listings touched (target: only the 100), ${incremental.log.propertiesRefused} refused, ${incremental.writes} writes`,
    `  RETS full sync        ${retsFull.log.propertiesProcessed} listings in ${retsFull.seconds.toFixed(1)} s = ${rate(retsFull).toFixed(0)} listings/s; ${((retsRequestCount / retsFull.log.propertiesProcessed) * 1000).toFixed(1)} requests per 1,000 listings`,
    `  RESO / RETS           ${(rate(full) / rate(retsFull)).toFixed(2)}× the listings/s`,
    `  The table alone       the sync's first ${recorded.length} transactions written again under new keys: ${allWrites.toFixed(0)} listings/s (the RESO sync reached ${((rate(full) / allWrites) * 100).toFixed(0)}% of that); the listing, its mapping and its open houses alone: ${irreducible.toFixed(0)} listings/s`,
  ];
}
