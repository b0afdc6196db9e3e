import { cpSync, existsSync } from 'node:fs';
import type { TRuntimeOptions } from '../../infra/local/runtime';
import { testRuntimeOptions } from '../../infra/local/testing/test-runtime-options';

/**
 * A folder of demo data seeded for the journeys ahead of them (`npm test` makes it beside the unit and API
 * tests, with scripts/seed-journey-data.ts): each shard starts from a copy, as `npm start` does on its second day,
 * instead of seeding its own at once on a busy machine. Unset, each run seeds afresh.
 */
const SEEDED_DATA_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/** The marketplace as `npm start` serves it, on a data folder of the journeys' own. */
export const journeyRuntimeOptions = (dataDir: string, web: TRuntimeOptions['web']): TRuntimeOptions => ({
  ...testRuntimeOptions(dataDir),
  web,
  appMode: 'private-beta',
  seed: true,
  // Both MLS journeys import the catalogue into the demo agent's listings (RESO, then RETS again): kept small so
  // the agent stays under its plan's 100 active listings whichever order the journeys that add listings run in.
  mls: { resoPort: 0, retsPort: 0, listingCount: 24 },
  // As `npm start`: the local MLS is a registered MLS, the demo agent's id verified, everyone else's to prove.
  registerLocalMls: true,
  // Every browser here is 127.0.0.1: one client to the sign-up throttle, which the API tests hold at the product's limit.
  testSignUpsPerClientPerHour: 1000,
});

/** Copies the seeded folder, when there is one, into the journeys' fresh `dataDir`. */
export function copySeededData(dataDir: string): void {
  const seeded = process.env[SEEDED_DATA_VARIABLE];
  if (seeded && existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
}
