import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedRuntime } from '../../infra/local/runtime';
import { benchAuthUser } from './auth-user.bench';

/**
 * `npm run bench`: starts a throwaway embedded runtime (fresh data folder, loopback only) and prints the
 * figures the issues ask for. Numbers depend on the machine; compare runs on the same one.
 */
async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-'));
  const runtime = await startEmbeddedRuntime({
    port: 0,
    servicePorts: { dynamodb: 0, s3: 0, sqs: 0 },
    dataDir,
    web: 'none',
    appMode: 'live',
    logLevel: 'silent',
    seed: false,
  });
  try {
    console.log(`Embedded runtime at ${runtime.url}\n`);
    for (const line of await benchAuthUser(runtime.url)) console.log(line);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
