import { mkdirSync } from 'node:fs';
import { startEmbeddedRuntime } from '../infra/local/runtime';
import { journeyRuntimeOptions } from '../e2e/support/journey-runtime';

/**
 * `npx tsx scripts/seed-journey-data.ts <folder>`: the demo data the browser journeys start from, seeded once
 * into <folder> by a runtime started and stopped for it (`npm test` passes the folder to each shard).
 */
const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npx tsx scripts/seed-journey-data.ts <folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
const runtime = await startEmbeddedRuntime(journeyRuntimeOptions(folder, 'none'));
await runtime.stop();
