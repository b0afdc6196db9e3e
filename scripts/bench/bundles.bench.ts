import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../../infra/lib/lambda-bundling';
import { median } from './stats';

/** Configuration a handler module may read while it loads; values are never used to reach a service. */
const INIT_ENV = {
  TABLE_NAME: 'bench',
  PHOTO_BUCKET: 'bench',
  SITE_ORIGIN: 'https://bench.example.com',
  IP_HASH_SALT: 'bench-salt-0123456789abcdef',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  LOG_LEVEL: 'silent',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

function findHandlers(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findHandlers(path);
    return name.endsWith('.handler.ts') ? [path] : [];
  });
}


/** Milliseconds to import the bundle in a fresh Node process (the module-init part of a cold start). */
function initTimeMs(bundle: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(bundle)}); console.log(performance.now() - t);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...INIT_ENV }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`importing ${bundle} failed: ${result.stderr}`);
  return Number(result.stdout.trim());
}

/** Our own source files (not node_modules) a bundle is built from, and their lines. */
export type TOwnSource = { files: number; lines: number };

export type TBundleFigure = { handler: string; bytes: number; initMs: number; ownSource: TOwnSource };

function ownSourceOf(repoRoot: string, inputs: string[]): TOwnSource {
  const own = inputs.filter((input) => !input.includes('node_modules') && /\.tsx?$/.test(input));
  const lines = own.reduce((sum, input) => sum + readFileSync(join(repoRoot, input), 'utf8').split('\n').length, 0);
  return { files: own.length, lines };
}

/** Bundles every handler module as Lambda gets it, then imports each one five times in fresh processes. */
export async function measureBundles(repoRoot: string, runs = 5): Promise<TBundleFigure[]> {
  // Inside the repository, so the few external packages resolve from its node_modules.
  mkdirSync(join(repoRoot, '.data'), { recursive: true });
  const outDir = mkdtempSync(join(repoRoot, '.data', 'bundles-'));
  try {
    const sourceRoot = join(repoRoot, 'functions', 'src');
    const figures: TBundleFigure[] = [];
    for (const entry of findHandlers(sourceRoot).sort()) {
      const handler = relative(sourceRoot, entry).replace(/\.handler\.ts$/, '');
      const outfile = join(outDir, `${handler.replace(/\//g, '__')}.mjs`);
      const result = await build({ ...lambdaEsbuildOptions(), entryPoints: [entry], outfile, metafile: true, absWorkingDir: repoRoot });
      const times = Array.from({ length: runs }, () => initTimeMs(outfile));
      figures.push({ handler, bytes: statSync(outfile).size, initMs: median(times), ownSource: ownSourceOf(repoRoot, Object.keys(result.metafile.inputs)) });
    }
    return figures;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function formatBundleFigures(figures: TBundleFigure[]): string[] {
  const sizes = figures.map((f) => f.bytes);
  const inits = figures.map((f) => f.initMs);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    `Route bundles (${figures.length} handlers; minified ESM as Lambda gets them; init = import in a fresh Node process, median of 5):`,
    ...figures.map((f) => `  ${f.handler.padEnd(48)} ${kb(f.bytes).padStart(7)}  init ${f.initMs.toFixed(0).padStart(4)} ms  own source ${f.ownSource.files} files / ${f.ownSource.lines} lines`),
    `  smallest ${kb(Math.min(...sizes))}, median ${kb(median(sizes))}, largest ${kb(Math.max(...sizes))}; init median ${median(inits).toFixed(0)} ms, max ${Math.max(...inits).toFixed(0)} ms`,
  ];
}
