import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { US_REGIONS } from './us-regions';
import { usTimeZoneModule } from './us-time-zone-module';

const require = createRequire(import.meta.url);

export const US_TIME_ZONE_TREE_FILE = fileURLToPath(new URL('../../functions/src/services/properties/us-time-zone-tree.ts', import.meta.url));

/** The generated module's text from the installed @photostructure/tz-lookup. */
export function usTimeZoneModuleFromPackage(): string {
  const source = readFileSync(require.resolve('@photostructure/tz-lookup'), 'utf8');
  const { version } = require('@photostructure/tz-lookup/package.json') as { version: string };
  return usTimeZoneModule(source, version, US_REGIONS);
}
