import { benchMlsReplication } from './mls-replication.bench';

/**
 * `npx tsx scripts/bench/mls-bench.ts`: full and incremental replication from the local MLS through the
 * RESO client. MLS_BENCH_LISTINGS (default 10000), MLS_BENCH_PAGE_SIZE (default 1000) and
 * MLS_BENCH_RPS (the client's request budget, default 50) and MLS_BENCH_OPEN_HOUSES ('resource' or
 * 'expand', default 'resource') change the run.
 */
async function main() {
  const lines = await benchMlsReplication(Number(process.env.MLS_BENCH_LISTINGS ?? 10_000), {
    pageSize: Number(process.env.MLS_BENCH_PAGE_SIZE ?? 1000),
    requestsPerSecond: Number(process.env.MLS_BENCH_RPS ?? 50),
    openHouses: process.env.MLS_BENCH_OPEN_HOUSES === 'expand' ? 'expand' : 'resource',
  });
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
