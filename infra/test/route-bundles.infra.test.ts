import { BUDGET_KB, budgetedFunctions, HOT_READ_ROUTES, type TBudgetedFunction } from '../lib/function-budgets';
import { bundleAllRoutes, handlerModules, type TRouteBundle } from '../lib/lambda-bundling';
import { ENTRIES } from '../../functions/src/entries';
import { httpEntryKey } from '../../functions/src/entries/entry-types';

/**
 * Every function is bundled as it deploys (one esbuild run, no files written) and held to issue 41's budget
 * for its kind (infra/lib/function-budgets.ts): the read routes every visitor hits 300 KB, every other
 * route 650 KB, queue workers 900 KB. Module init is measured by `npm run bench` (cold starts), not here.
 */
const kb = (bytes: number) => Math.round(bytes / 1024);

const overBudget = (bundles: readonly TRouteBundle[], functions: readonly TBudgetedFunction[]) =>
  functions.flatMap((fn) => {
    const bundle = bundles.find((b) => b.module === fn.module);
    return bundle && kb(bundle.bytes) > fn.budgetKb ? [`${fn.name} (${fn.module}, ${fn.kind}): ${kb(bundle.bytes)} KB, budget ${fn.budgetKb} KB`] : [];
  });

/** Inputs of a bundle that match, shortened to the package or file. */
const carried = (bundle: TRouteBundle, pattern: RegExp) => [
  ...new Set(bundle.inputs.filter((input) => pattern.test(input)).map((input) => input.replace(/^.*node_modules\//, ''))),
];

describe('function bundles', () => {
  let bundles: TRouteBundle[];
  const functions = budgetedFunctions();
  beforeAll(async () => {
    bundles = await bundleAllRoutes();
  }, 300_000);

  it('budgets every function infra builds, each once', () => {
    expect(functions.map((fn) => fn.module).sort()).toEqual(handlerModules());
    expect(bundles.length).toBeGreaterThan(90);
  });

  it('names only hot read routes that exist, so a renamed one cannot slip out of its 300 KB', () => {
    const keys = new Set(ENTRIES.http.map(httpEntryKey));
    expect(HOT_READ_ROUTES.filter((route) => !keys.has(route))).toEqual([]);
    expect(functions.filter((fn) => fn.kind === 'hot read')).toHaveLength(HOT_READ_ROUTES.length);
  });

  it('keeps every function within its budget: hot read routes 300 KB, other routes 650 KB, workers 900 KB', () => {
    expect(overBudget(bundles, functions)).toEqual([]);
  });

  it('holds each kind to its own budget', () => {
    const at = (module: string, size: number) => ({ module, bytes: size * 1024, inputs: [] });
    const fns: TBudgetedFunction[] = [
      { module: 'hot', name: 'GET /hot', kind: 'hot read', budgetKb: BUDGET_KB['hot read'] },
      { module: 'route', name: 'POST /route', kind: 'route', budgetKb: BUDGET_KB.route },
      { module: 'worker', name: 'queue w', kind: 'worker', budgetKb: BUDGET_KB.worker },
    ];
    expect(overBudget([at('hot', 300), at('route', 650), at('worker', 900)], fns)).toEqual([]);
    expect(overBudget([at('hot', 301), at('route', 651), at('worker', 901)], fns)).toHaveLength(3);
    expect(overBudget([at('hot', 301), at('route', 301), at('worker', 651)], fns)).toEqual(['GET /hot (hot, hot read): 301 KB, budget 300 KB']);
  });

  it('keeps the vendor SDKs and format libraries out of the hot read routes, which call none of them (imported where used, no barrel)', () => {
    const heavy =
      /node_modules\/(stripe|fast-xml-parser|ical-generator|timezones-ical-library|@aws-sdk\/(client-(s3|sqs|scheduler|sesv2|secrets-manager|geo-places)|s3-request-presigner|s3-presigned-post))\//;
    const hot = bundles.filter((b) => functions.some((fn) => fn.module === b.module && fn.kind === 'hot read'));
    expect(hot).toHaveLength(HOT_READ_ROUTES.length);
    expect(hot.flatMap((b) => carried(b, heavy).map((input) => `${b.module}: ${input}`)).slice(0, 5)).toEqual([]);
  });

  it('keeps the stripe package out of every function that does not call Stripe (those that declare no payments resource)', () => {
    const callingStripe = new Set([...ENTRIES.http, ...ENTRIES.workers].filter((entry) => entry.resources.includes('payments')).map((entry) => entry.handler));
    const carrying = bundles.filter((b) => b.inputs.some((input) => /node_modules\/stripe\//.test(input))).map((b) => b.module);
    expect(carrying.sort()).toEqual([...callingStripe].sort());
    expect(carrying.length).toBeGreaterThan(0);
  });

  it('keeps the Amazon Location client out of every function that does not geocode (those that declare no geocode resource)', () => {
    const geocoding = new Set([...ENTRIES.http, ...ENTRIES.workers].filter((entry) => entry.resources.includes('geocode')).map((entry) => entry.handler));
    const carrying = bundles.filter((b) => b.inputs.some((input) => /node_modules\/@aws-sdk\/client-geo-places\//.test(input))).map((b) => b.module);
    expect(carrying.sort()).toEqual([...geocoding].sort());
    expect(carrying.length).toBeGreaterThan(0);
  });

  it('keeps public routes that read no session free of the DynamoDB client', () => {
    const app = bundles.find((b) => b.module === 'http/app/get-app-mode');
    expect(carried(app!, /@aws-sdk\/client-dynamodb\//)).toEqual([]);
  });

  it("bundles none of what once bloated them: classic zod, zod locales but English, the Secrets Manager client (secrets come from the Lambda extension), the event-stream serde, the endpoint-discovery cache and mnemonist under it, pngjs (qrcode's PNG output), tz-lookup (~72 KB: listings look zones up in its US cut, services/properties/us-time-zone.ts)", () => {
    const offending = bundles.flatMap((b) =>
      carried(
        b,
        /zod\/v4\/classic\/|zod\/v4\/locales\/(?!en\.js)|@aws-sdk\/client-secrets-manager\/|@smithy\/core\/dist-es\/submodules\/event-streams|node_modules\/(@aws-sdk\/endpoint-cache|mnemonist|pngjs)\/|@photostructure\/tz-lookup/,
      ).map((input) => `${b.module}: ${input}`),
    );
    expect(offending.slice(0, 5)).toEqual([]);
  });
});
