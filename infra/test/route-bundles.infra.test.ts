import { HTTP_ROUTES } from '../../functions/src/entries';
import { bundleAllRoutes, type TRouteBundle } from '../lib/lambda-bundling';

/**
 * Every function is bundled as it deploys (one esbuild run, no files written) and held to its budget (issue 41,
 * README "Function bundles"): the read routes every visitor hits within 300 KB, every other route within 650 KB
 * (the official AWS SDK clients and stripe where a route calls them), the queue workers within 900 KB.
 */
const HOT_READ_BUDGET_KB = 300;
const ROUTE_BUDGET_KB = 650;
const WORKER_BUDGET_KB = 900;

/** The read routes every visitor hits: the signed-in user, listings, the map, place suggestions, the open-house lists. */
const HOT_READ_ROUTES = [
  'GET /api/auth/user',
  'GET /api/properties',
  'GET /api/properties/{id}',
  'GET /api/map/listings',
  'GET /api/places/suggest',
  ...Object.keys(HTTP_ROUTES).filter((route) => /^GET \S*open-houses$/.test(route)),
];
const HOT_READ_MODULES = new Set<string>(HOT_READ_ROUTES.map((route) => HTTP_ROUTES[route as keyof typeof HTTP_ROUTES].handler));

/** The AWS SDK clients besides DynamoDB's (functions/src/aws-sdk-imports.test.ts lists who imports each). */
const HEAVY_AWS_SDK = /@aws-sdk\/(client-(sqs|scheduler|sesv2|s3)|s3-presigned-post)\//;

const kb = (bytes: number) => Math.round(bytes / 1024);

function budgetOf(bundle: TRouteBundle): number {
  if (bundle.module.startsWith('workers/')) return WORKER_BUDGET_KB;
  return HOT_READ_MODULES.has(bundle.module) ? HOT_READ_BUDGET_KB : ROUTE_BUDGET_KB;
}

describe('route bundles', () => {
  let bundles: TRouteBundle[];
  beforeAll(async () => {
    bundles = await bundleAllRoutes();
  }, 300_000);

  it('bundles every handler', () => {
    expect(bundles.length).toBeGreaterThan(90);
  });

  it('keeps every route within its budget', () => {
    const over = bundles.filter((b) => kb(b.bytes) > budgetOf(b)).map((b) => `${b.module}: ${kb(b.bytes)} KB, budget ${budgetOf(b)} KB`);
    expect(over).toEqual([]);
  });

  it('holds the hot read routes to 300 KB, the queue workers to 900 KB and every other route to 650 KB', () => {
    expect([...HOT_READ_MODULES]).toEqual(expect.arrayContaining(['http/auth/get-current-user', 'http/properties/list-properties', 'http/properties/get-property', 'http/map/list-map-viewport', 'http/places/suggest-places', 'http/map/list-map-open-houses', 'http/open-houses/list-property-open-houses']));
    const of = (module: string) => budgetOf({ module, bytes: 0, inputs: [] });
    expect([of('http/auth/get-current-user'), of('http/photos/presign-listing-photos'), of('workers/mls/sync-mls')]).toEqual([HOT_READ_BUDGET_KB, ROUTE_BUDGET_KB, WORKER_BUDGET_KB]);
  });

  it('keeps the SQS, Scheduler, SES and S3 clients out of the hot read routes, which call none of them', () => {
    const carrying = bundles.filter((b) => HOT_READ_MODULES.has(b.module)).flatMap((b) => b.inputs.filter((input) => HEAVY_AWS_SDK.test(input)).map((input) => `${b.module}: ${input}`));
    expect(carrying.slice(0, 5)).toEqual([]);
  });

  it('keeps public routes that read no session free of the DynamoDB client', () => {
    const app = bundles.find((b) => b.module === 'http/app/get-app-mode');
    expect(app?.inputs.filter((input) => input.includes('@aws-sdk/client-dynamodb/'))).toEqual([]);
    expect(kb(app!.bytes)).toBeLessThanOrEqual(HOT_READ_BUDGET_KB);
  });

  it('bundles none of what once bloated them: classic zod, zod locales but English, the Secrets Manager client, the event-stream serde, the endpoint-discovery cache and mnemonist under it, pngjs (qrcode\'s PNG output), ical-generator and its time zones, the stripe package (~240 KB: the payments adapter calls the REST API itself), tz-lookup (~72 KB: listings look zones up in its US cut, services/properties/us-time-zone.ts), fast-xml-parser (~63 KB with its dependencies: RETS replies are read by rets/xml-tree.ts)', () => {
    const offending = bundles.flatMap((b) =>
      b.inputs
        .filter((input) =>
          /zod\/v4\/classic\/|zod\/v4\/locales\/(?!en\.js)|@aws-sdk\/client-secrets-manager\/|@smithy\/core\/dist-es\/submodules\/event-streams|node_modules\/(@aws-sdk\/endpoint-cache|mnemonist|pngjs|stripe|fast-xml-parser)\/|ical-generator|timezones-ical-library|@photostructure\/tz-lookup/.test(input),
        )
        .map((input) => `${b.module}: ${input}`),
    );
    expect(offending.slice(0, 5)).toEqual([]);
  });
});
