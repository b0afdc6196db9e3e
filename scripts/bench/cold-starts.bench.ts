import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetedFunctions, INIT_TARGET_MS, type TBudgetedFunction, type TFunctionKind } from '../../infra/lib/function-budgets';
import { bundleAllRoutes } from '../../infra/lib/lambda-bundling';
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

/** Imports at once: the machine is shared, and more at a time would measure the contention, not the bundles. */
const PARALLELISM = 2;

/** Milliseconds to import the bundle in a fresh Node process (the module-init part of a cold start). */
function importTimeMs(bundle: string): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(bundle)}); console.log(performance.now() - t);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...INIT_ENV } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`importing ${bundle} failed: ${err}`))));
  });
}

/** Runs the jobs, at most `width` at a time, and gives their results in the jobs' order. */
async function inPool<T>(jobs: readonly (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < jobs.length; index = next++) results[index] = await jobs[index]!();
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}

export type TColdStart = TBudgetedFunction & { bytes: number; initMs: number };

/**
 * What importing an empty module costs the same way (Node's ESM loader warming up: a few milliseconds on a
 * quiet machine, tens on a loaded one). Reported beside the figures, not subtracted from them: the targets
 * are for the import as a whole.
 */
export type TColdStarts = { functions: TColdStart[]; emptyModuleMs: number };

/**
 * Every function infra builds, bundled as it deploys (one esbuild run), then each bundle imported `runs`
 * times in fresh Node processes, two at a time, the runs of different functions interleaved so that a
 * burst of load on the machine spreads over many functions instead of skewing one.
 */
export async function measureColdStarts(repoRoot: string, runs = 5): Promise<TColdStarts> {
  // Inside the repository, so the few external packages (sharp) resolve from its node_modules.
  mkdirSync(join(repoRoot, '.data'), { recursive: true });
  const outDir = mkdtempSync(join(repoRoot, '.data', 'cold-starts-'));
  try {
    const functions = budgetedFunctions();
    const bundles = await bundleAllRoutes(
      functions.map((fn) => fn.module),
      { writeTo: outDir },
    );
    const empty = join(outDir, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    let done = 0;
    const progress = (ms: number) => {
      if (++done % 100 === 0) process.stderr.write(`cold starts: ${done} of ${runs * (functions.length + 1)} imports\n`);
      return ms;
    };
    // Each run imports every function, then the empty module, so the baseline sees the same load as the bundles.
    const modules = [...functions.map((fn) => join(outDir, `${fn.module}.mjs`)), empty];
    const jobs = Array.from({ length: runs }, () => modules.map((module) => () => importTimeMs(module).then(progress))).flat();
    const times = await inPool(jobs, PARALLELISM);
    const runsOf = (index: number) => Array.from({ length: runs }, (_, run) => times[run * modules.length + index]!);
    return {
      functions: functions.map((fn, index) => ({ ...fn, bytes: bundles[index]!.bytes, initMs: median(runsOf(index)) })),
      emptyModuleMs: median(runsOf(functions.length)),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const KIND_ORDER: readonly TFunctionKind[] = ['hot read', 'route', 'worker'];
const kb = (bytes: number) => Math.round(bytes / 1024);

export function formatColdStarts({ functions: figures, emptyModuleMs }: TColdStarts): string[] {
  const sorted = [...figures].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.bytes - a.bytes);
  const summary = (kind: TFunctionKind) => {
    const group = figures.filter((f) => f.kind === kind);
    if (group.length === 0) return [];
    const sizes = group.map((f) => kb(f.bytes));
    const inits = group.map((f) => f.initMs);
    const over = group.filter((f) => kb(f.bytes) > f.budgetKb).length;
    const target = INIT_TARGET_MS[kind];
    const slow = target === undefined ? '' : `, target ${target} ms, ${inits.filter((ms) => ms > target).length} over`;
    return [
      `  ${kind}: ${group.length} functions, ${Math.min(...sizes)}–${Math.max(...sizes)} KB (median ${median(sizes)}, budget ${group[0]!.budgetKb}, ${over} over); init median ${median(inits).toFixed(0)} ms, max ${Math.max(...inits).toFixed(0)} ms${slow}`,
    ];
  };
  return [
    `Cold starts (${figures.length} functions as infra builds them, minified ESM; init = import in a fresh Node process, median of 5, ${PARALLELISM} at a time;`,
    `  an empty module's import, measured alike, took ${emptyModuleMs.toFixed(0)} ms: included in every figure, not subtracted):`,
    ...sorted.map((f) => {
      const target = INIT_TARGET_MS[f.kind];
      const size = `${`${kb(f.bytes)} KB`.padStart(7)} / ${f.budgetKb}${kb(f.bytes) > f.budgetKb ? ' OVER' : '     '}`;
      const init = `init ${f.initMs.toFixed(0).padStart(4)} ms${target === undefined ? '' : ` / ${target}${f.initMs > target ? ' OVER' : ''}`}`;
      return `  ${f.kind.padEnd(8)}  ${f.name.padEnd(62)} ${size}  ${init.padEnd(22)} ${f.module}`;
    }),
    ...KIND_ORDER.flatMap(summary),
  ];
}
