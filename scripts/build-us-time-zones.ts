/**
 * Builds the US time-zone lookup that listings use: functions/src/services/properties/us-time-zone-tree.ts
 * (committed; rebuild with `npm run tz:build` after upgrading @photostructure/tz-lookup, which a test checks).
 * It is tz-lookup's own quadtree cut to the US states and territories (~5 KB instead of its 72 KB), so the
 * functions bundle it and not tz-lookup.
 */
import { writeFileSync } from 'node:fs';
import { US_TIME_ZONE_TREE_FILE, usTimeZoneModuleFromPackage } from './us-time-zones/from-package';

writeFileSync(US_TIME_ZONE_TREE_FILE, usTimeZoneModuleFromPackage());
console.log(`Wrote ${US_TIME_ZONE_TREE_FILE}`);
