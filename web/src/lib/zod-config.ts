import type { $ZodConfig } from 'zod/v4/core';

// Zod compiles its fast object parsers with `new Function`, which the site's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses; even zod's probe for it is reported as a violation.
// Schemas decide this when they are created, so main.tsx imports this first. Zod keeps its configuration
// on one object on globalThis (copies of zod share it) and adopts one already there, which lets the first chunk
// set it without carrying zod itself: zod loads with the first screen that parses a response.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
