import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createResoClient } from '../../functions/src/adapters/mls/reso/reso-client';
import { startLocalMls, type TLocalMls } from '../../infra/local/mls/local-mls-server';

type TBenchOptions = { pageSize: number; requestsPerSecond: number; openHouses: 'resource' | 'expand' };
type TRun = { listings: number; seconds: number; requests: Record<string, number> };

/**
 * Replication from the local MLS through the RESO client alone (no worker, no DynamoDB): a full read of
 * `count` listings with media and open houses, then an incremental read after 100 listings change.
 * Both run on loopback with the server's rate limit off and the client's budget at `requestsPerSecond`.
 */
export async function benchMlsReplication(count: number, options: TBenchOptions): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mls-bench-'));
  const generationStarted = performance.now();
  const server = await startLocalMls({ port: 0, dataDir, listingCount: count, requestsPerSecond: null });
  const generationSeconds = (performance.now() - generationStarted) / 1000;
  try {
    const full = await replicate(server, null, options);
    const { modifiedAt } = server.activity({ counts: { priceChanges: 60, statusChanges: 20, openHouseChanges: 20, deletions: 0, newListings: 0 } });
    const incremental = await replicate(server, new Date(Date.parse(modifiedAt) - 20 * 60_000).toISOString(), options);
    const describe = (name: string, run: TRun) =>
      `${name}: ${run.listings} listings in ${run.seconds.toFixed(2)} s = ${Math.round(run.listings / run.seconds)} listings/s; requests ${Object.entries(
        run.requests,
      )
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}`;
    return [
      `MLS replication through the RESO client (local MLS, ${count} listings generated in ${generationSeconds.toFixed(1)} s; page size ${options.pageSize}, budget ${options.requestsPerSecond} requests/s, open houses by ${options.openHouses})`,
      describe('  full', full),
      describe('  incremental (100 changed, 20-minute overlap)', incremental),
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function replicate(server: TLocalMls, modifiedSince: string | null, options: TBenchOptions): Promise<TRun> {
  const client = createResoClient({
    serviceRoot: server.serviceRoot,
    auth: { kind: 'clientCredentials', tokenUrl: server.tokenUrl, clientId: server.clientId, clientSecret: server.clientSecret },
    userAgent: 'MarketplaceBench/1.0',
    requestsPerSecond: options.requestsPerSecond,
    openHouses: options.openHouses,
  });
  const before = server.requests.length;
  const started = performance.now();
  const keys = new Set<string>();
  for await (const page of client.replicate({ modifiedSince, pageSize: options.pageSize })) for (const listing of page.listings) keys.add(listing.listingKey);
  const seconds = (performance.now() - started) / 1000;
  const requests: Record<string, number> = {};
  for (const request of server.requests.slice(before)) {
    const kind = /\/(Property|OpenHouse|token|\$metadata)/.exec(request.url)?.[1] ?? 'other';
    requests[kind] = (requests[kind] ?? 0) + 1;
  }
  return { listings: keys.size, seconds, requests };
}
