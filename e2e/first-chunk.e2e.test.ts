import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { WEB_DIST } from '../infra/local/web-build';
import { entryScriptPaths, scriptSizes } from '../scripts/bench/initial-js';

/** The first chunk's budget (gzip): what every visitor downloads before the first screen renders (119.2 KB at issue 40.7). */
const FIRST_CHUNK_BUDGET_KB = 120;

// The global set-up has built the SPA as it deploys; a static import of a screen's code (a search box, a
// header's popover, a schema that brings zod) lands in every visitor's first chunk, which this catches.
test(`the first chunk stays within ${FIRST_CHUNK_BUDGET_KB} KB gzip`, () => {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const paths = entryScriptPaths(html);
  expect(paths.length).toBeGreaterThan(0);
  const sizes = scriptSizes(paths.map((path) => readFileSync(join(WEB_DIST, path))));
  expect(sizes.gzipKb).toBeLessThanOrEqual(FIRST_CHUNK_BUDGET_KB);
});
