import * as z from 'zod';

// Zod compiles its fast object parsers with `new Function`, which the site's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses; even zod's probe for it is reported as a violation.
// Imported first by main.tsx, because schemas decide this when they are created.
z.config({ jitless: true });
