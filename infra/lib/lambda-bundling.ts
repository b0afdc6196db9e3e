import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { handlerEntry, LAMBDA_CREDENTIALS_SHIM, REPO_ROOT, ROOT_TSCONFIG } from './paths';

/** ESM output calls `require` for Node built-ins inside CommonJS dependencies (the AWS SDK does). */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Left out of every bundle. The SDK imports its event-stream serde lazily, only for event-stream
 * operations (none of ours); bundled, it was 21 KB of every function.
 */
export const LAMBDA_EXTERNAL_MODULES = ['@smithy/core/event-streams'] as const;

/**
 * The esbuild options RouteFunction's bundling amounts to, for the bundle budget test and the bench
 * (scripts/bench/bundles.bench.ts), so the sizes they check are the ones that deploy. Packages with native
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
  alias: { '@aws-sdk/credential-provider-node': LAMBDA_CREDENTIALS_SHIM },
  banner: { js: ESM_REQUIRE_BANNER },
  logLevel: 'silent' as const,
  external: [...LAMBDA_EXTERNAL_MODULES, 'sharp'],
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
 * of them use, so a hundred take seconds), without writing them. `outdir` only names the outputs.
 */
export async function bundleAllRoutes(modules = handlerModules()): Promise<TRouteBundle[]> {
  const { build } = await import('esbuild');
  const outdir = join(REPO_ROOT, '.data', 'route-bundles');
  const result = await build({
    ...lambdaEsbuildOptions(),
    entryPoints: Object.fromEntries(modules.map((module) => [module, handlerEntry(module)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    absWorkingDir: REPO_ROOT,
  });
  return modules.map((module) => {
    const output = result.metafile.outputs[relative(REPO_ROOT, join(outdir, `${module}.mjs`))];
    if (!output) throw new Error(`esbuild produced no bundle for ${module}`);
    return { module, bytes: output.bytes, inputs: Object.keys(output.inputs) };
  });
}
