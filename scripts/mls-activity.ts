import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyMlsActivity, type TMlsActivitySummary } from '../infra/local/mls/local-mls-activity';
import { LOCAL_MLS_DATA_SUBDIR, LOCAL_MLS_DEFAULT_PORT, localMlsUrls } from '../infra/local/mls/local-mls-constants';
import { openLocalMlsStore } from '../infra/local/mls/local-mls-store';
import { REPO_ROOT } from '../infra/local/web-build';

/**
 * `npm run mls:activity`: one round of market activity on the local MLS (prices, statuses, open houses,
 * a few deletions and new listings), so an incremental sync has something to find. Goes through the
 * running server's loopback admin endpoint; when none runs, changes the catalogue on disk instead
 * (a running server would otherwise overwrite that change with its own copy).
 * LOCAL_MLS_URL and DATA_DIR override where it looks.
 */
async function main() {
  const { activityUrl } = localMlsUrls(process.env.LOCAL_MLS_URL ?? `http://127.0.0.1:${LOCAL_MLS_DEFAULT_PORT}`);
  let summary: TMlsActivitySummary;
  try {
    const response = await fetch(activityUrl, { method: 'POST' });
    if (!response.ok) throw new Error(`The local MLS answered ${response.status}: ${await response.text()}`);
    summary = (await response.json()) as TMlsActivitySummary;
    console.log(`Activity applied through the running local MLS (${activityUrl}).`);
  } catch (error) {
    if (!isConnectionRefused(error)) throw error;
    const dataDir = join(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'), LOCAL_MLS_DATA_SUBDIR);
    if (!existsSync(join(dataDir, 'local-mls.json')))
      throw new Error(`No local MLS is running at ${activityUrl} and none has data in ${dataDir}: run \`npm start\` first.`);
    summary = applyMlsActivity(openLocalMlsStore({ dataDir }));
    console.log(`No local MLS running; activity applied to its data in ${dataDir}.`);
  }
  console.log(
    [
      `Round ${summary.round} at ${summary.modifiedAt}:`,
      `  ${summary.priceChanged.length} price changes, ${summary.statusChanged.length} status changes, ${summary.openHousesChanged.length} open-house changes`,
      `  ${summary.added.length} new listings, ${summary.deleted.length} deleted (${summary.deleted.join(', ')})`,
      'Run an incremental sync to pick these up; a full sync also marks the deleted ones off-market.',
    ].join('\n'),
  );
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
