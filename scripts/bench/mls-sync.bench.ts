import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TMlsProvider } from '@shared/constants/mls';
import { mlsClientFactory } from '../../functions/src/adapters/mls/mls-client-factory';
import type { TDb } from '../../functions/src/data/db';
import { getMlsConfiguration } from '../../functions/src/data/mls-configuration-repository';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../functions/src/data/mls-records';
import { getMlsSyncLog } from '../../functions/src/data/mls-sync-log-repository';
import type { TDeps } from '../../functions/src/services/deps';
import { systemActor } from '../../functions/src/services/actor';
import { handleMlsSyncMessage } from '../../functions/src/services/mls/run-mls-sync';
import { beginMlsSyncRun } from '../../functions/src/services/mls/start-mls-sync';
import { putLocalMlsConfiguration } from '../../infra/local/mls/local-mls-configuration';
import { LOCAL_MLS_REQUESTS_PER_SECOND } from '../../infra/local/mls/local-mls-constants';
import type { TLocalMlsServers } from '../../infra/local/mls/start-local-mls-servers';

/** Counts the table writes a sync sends: one per item written (a transaction counts its items). */
function countingDb(db: TDb): TDb & { writes: () => number } {
  let writes = 0;
  const client = {
    send: (command: { constructor: { name: string }; input: { TransactItems?: unknown[] } }) => {
      const name = command.constructor.name;
      if (name === 'TransactWriteCommand') writes += command.input.TransactItems?.length ?? 0;
      else if (['PutCommand', 'UpdateCommand', 'DeleteCommand'].includes(name)) writes++;
      return db.client.send(command as never);
    },
  } as unknown as DynamoDBDocumentClient;
  return { tableName: db.tableName, client, writes: () => writes };
}

const configurationFor = (deps: TDeps, servers: TLocalMlsServers, provider: TMlsProvider, label: string) =>
  putLocalMlsConfiguration(deps.db, servers, provider, {
    id: `bench-${label}-${Date.now().toString(36)}`,
    userId: `bench-agent-${label}-${Date.now().toString(36)}`,
    userAgent: 'MlsSyncBench/1.0',
  });

/** One sync through the worker's message handler, timed, its request budget the local MLS's limit; photos left out (listings alone are measured). */
async function timedSync(deps: TDeps, config: TMlsConfigurationRecord, syncType: 'full' | 'incremental') {
  const db = countingDb(deps.db);
  const latest = (await getMlsConfiguration(deps.db, config.userId, config.id))!;
  const started = performance.now();
  const log = (await beginMlsSyncRun(deps, latest, syncType))!;
  const workerDeps = { ...deps, db, mlsClients: mlsClientFactory({ requestsPerSecond: LOCAL_MLS_REQUESTS_PER_SECOND }), photos: null, fetchMedia: fetch };
  await handleMlsSyncMessage(workerDeps, systemActor('mls-sync-bench'), { kind: 'run', userId: config.userId, configId: config.id, logId: log.id, startedAt: log.startedAt }, { id: 'bench' });
  const seconds = (performance.now() - started) / 1000;
  const done = (await getMlsSyncLog(deps.db, { mlsConfigId: config.id, startedAt: log.startedAt, logId: log.id })) as TMlsSyncLogRecord;
  if (done.status !== 'completed') throw new Error(`the ${syncType} sync ${done.status}: ${done.errorDetails.join('; ')}`);
  return { seconds, log: done, writes: db.writes() };
}

/** What the table itself takes on this machine: 2,000 throwaway items written in 100-item transactions, one after another. */
async function transactionItemsPerSecond(db: TDb): Promise<number> {
  const run = Date.now().toString(36);
  const started = performance.now();
  for (let batch = 0; batch < 20; batch++) {
    const TransactItems = Array.from({ length: 100 }, (_, i) => ({
      Put: { TableName: db.tableName, Item: { pk: `BENCH#${run}#${batch}#${i}`, sk: 'BENCH', entity: 'BenchItem', payload: 'x'.repeat(1500) }, ConditionExpression: 'attribute_not_exists(pk)' },
    }));
    await db.client.send(new TransactWriteCommand({ TransactItems }));
  }
  return 2000 / ((performance.now() - started) / 1000);
}

const retsRequests = (servers: TLocalMlsServers) => Object.values(servers.rets.requestCounts()).reduce((sum, n) => sum + n, 0);

/**
 * Full sync of the local MLS end to end through the worker (RESO, then RETS over the same listings),
 * and an incremental sync after 100 price changes. Listings/s counts every listing read and written.
 */
export async function benchMlsSync(deps: TDeps, servers: TLocalMlsServers, count: number): Promise<string[]> {
  const reso = await configurationFor(deps, servers, 'Other', 'reso');
  const resoRequestsBefore = servers.reso.requests.length;
  const full = await timedSync(deps, reso, 'full');
  const resoRequests = servers.reso.requests.length - resoRequestsBefore;

  servers.reso.activity({ counts: { priceChanges: 100, statusChanges: 0, openHouseChanges: 0, deletions: 0, newListings: 0 } });
  const incremental = await timedSync(deps, reso, 'incremental');

  const rets = await configurationFor(deps, servers, 'RETS Standard', 'rets');
  const retsRequestsBefore = retsRequests(servers);
  const retsFull = await timedSync(deps, rets, 'full');
  const retsRequestCount = retsRequests(servers) - retsRequestsBefore;

  const ceiling = await transactionItemsPerSecond(deps.db);
  const rate = (run: { seconds: number; log: TMlsSyncLogRecord }) => run.log.propertiesProcessed / run.seconds;
  const writesPerListing = full.writes / full.log.propertiesProcessed;
  return [
    `MLS sync through the worker, ${count} listings in the local MLS (photos not copied: listings alone)`,
    `  RESO full sync        ${full.log.propertiesProcessed} listings in ${full.seconds.toFixed(1)} s = ${rate(full).toFixed(0)} listings/s (target ≥ 500/s); ${writesPerListing.toFixed(2)} DynamoDB writes per listing; ${((resoRequests / full.log.propertiesProcessed) * 1000).toFixed(1)} requests per 1,000 listings; created ${full.log.propertiesCreated}, refused ${full.log.propertiesErrors} (Land: no bedrooms or bathrooms for our listing)`,
    `  RESO incremental      100 price changes: ${incremental.seconds.toFixed(2)} s, ${incremental.log.propertiesProcessed} read (overlap included), ${incremental.log.propertiesCreated + incremental.log.propertiesUpdated} listings touched (target: only the 100), ${incremental.log.propertiesErrors} refused, ${incremental.writes} writes`,
    `  RETS full sync        ${retsFull.log.propertiesProcessed} listings in ${retsFull.seconds.toFixed(1)} s = ${rate(retsFull).toFixed(0)} listings/s; ${((retsRequestCount / retsFull.log.propertiesProcessed) * 1000).toFixed(1)} requests per 1,000 listings`,
    `  RESO / RETS           ${(rate(full) / rate(retsFull)).toFixed(2)}× the listings/s`,
    `  The table here        ${ceiling.toFixed(0)} items/s in 100-item transactions, so at most ${(ceiling / writesPerListing).toFixed(0)} listings/s at ${writesPerListing.toFixed(2)} writes per listing; the RESO sync reached ${((rate(full) / (ceiling / writesPerListing)) * 100).toFixed(0)}% of that`,
  ];
}
