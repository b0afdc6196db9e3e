import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { handlerEntry, LAMBDA_CREDENTIALS_SHIM, REPO_ROOT, ROOT_TSCONFIG } from './paths';

/** ESM output calls `require` for Node built-ins inside CommonJS dependencies (the AWS SDK does). */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Bare imports that Lambda bundles resolve elsewhere (esbuild's alias; RouteFunction passes them as
 * `--alias:` arguments, so synth, the budget test and the bench bundle alike):
 * - Lambda hands credentials over as environment variables; the rest of the default chain is dead weight.
 * - No function makes an event-stream call: a small stand-in for the SDK's event-stream serde (shim's docblock).
 * - The DynamoDB client's endpoint-discovery settings without their cache: no command of the client we pin
 *   does endpoint discovery, so nothing reads them (shim's docblock; the cache and mnemonist's LRU under it).
 * - The SDK's hashes (SHA-256, MD5, CRC-32, SHA-1) on Node's crypto and zlib only: their pure-JavaScript
 *   fallbacks cannot run on Node.js 22 (the shims' docblocks).
 * - One @aws-sdk/client-s3. @aws-sdk/s3-presigned-post is published less often than the clients and pins
 *   the client-s3 of its own release (3.1162 beside our 3.1169), so npm nests a second copy under it,
 *   and every photo route bundled both (68 KB of duplicate S3 schemas). Both use the one we test with.
 * - Node built-ins loaded on first use: `node:https` (the SDK's HTTP handler imports it at load, so every
 *   function paid for Node's https and tls modules before its first request) and `node:stream/web`
 *   (@middy/core imports it for a streaming mode no function uses). The shims' docblocks; `https` (the
 *   stripe package's specifier) and `node:stream` (which loads `node:stream/promises` itself) are left alone.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': LAMBDA_CREDENTIALS_SHIM,
  '@smithy/core/event-streams': join(REPO_ROOT, 'infra', 'lambda-shims', 'event-streams.ts'),
  '@aws-sdk/client-s3': join(REPO_ROOT, 'node_modules', '@aws-sdk', 'client-s3'),
  '@aws-sdk/middleware-endpoint-discovery': join(REPO_ROOT, 'infra', 'lambda-shims', 'endpoint-discovery.ts'),
  '@smithy/core/checksum': join(REPO_ROOT, 'infra', 'lambda-shims', 'checksum.ts'),
  '@aws-sdk/checksums/sha': join(REPO_ROOT, 'infra', 'lambda-shims', 'checksums-sha.ts'),
  'node:https': join(REPO_ROOT, 'infra', 'lambda-shims', 'node-https-on-first-use.ts'),
  'node:stream/web': join(REPO_ROOT, 'infra', 'lambda-shims', 'node-stream-web-on-first-use.ts'),
};

/**
 * The esbuild options RouteFunction's bundling amounts to, for the bundle budget test and the bench
 * (scripts/bench/cold-starts.bench.ts), so the sizes they check are the ones that deploy. Packages with native
 * code (an entry's nativeModules) ship beside the bundle, as infra deploys them.
 */
export const lambdaEsbuildOptions = () => ({
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  tsconfig: ROOT_TSCONFIG,
  alias: { ...LAMBDA_ALIASES },
  banner: { js: ESM_REQUIRE_BANNER },
  logLevel: 'silent' as const,
  external: ['sharp'],
});

/** One bundled function: its module under functions/src (e.g. `http/auth/get-current-user`) and minified bytes. */
export type TRouteBundle = { module: string; bytes: number; inputs: string[] };

/** Every `*.handler.ts` under functions/src, as a module path without the suffix. */
export function handlerModules(): string[] {
  const root = join(REPO_ROOT, 'functions', 'src');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.handler.ts') ? [relative(root, path).replace(/\.handler\.ts$/, '')] : [];
    });
  return walk(root).sort();
}

/**
 * Bundles every handler as Lambda gets it, in one esbuild run (it shares the parsing of the packages all
 * of them use, so a hundred take seconds). Without `writeTo` nothing is written and `outdir` only names
 * the outputs; with it, each bundle is written there as `<module>.mjs` (the bench imports them).
 */
export async function bundleAllRoutes(modules = handlerModules(), options: { writeTo?: string } = {}): Promise<TRouteBundle[]> {
  const { build } = await import('esbuild');
  const outdir = options.writeTo ?? join(REPO_ROOT, '.data', 'route-bundles');
  const result = await build({
    ...lambdaEsbuildOptions(),
    entryPoints: Object.fromEntries(modules.map((module) => [module, handlerEntry(module)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    write: Boolean(options.writeTo),
    metafile: true,
    absWorkingDir: REPO_ROOT,
  });
  return modules.map((module) => {
    const output = result.metafile.outputs[relative(REPO_ROOT, join(outdir, `${module}.mjs`))];
    if (!output) throw new Error(`esbuild produced no bundle for ${module}`);
    return { module, bytes: output.bytes, inputs: Object.keys(output.inputs) };
  });
}
