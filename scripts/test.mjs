import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm test`: the steps the README lists, one after another, stopping at the first that fails (as `&&`
 * did), then a table of where the time went: each step's wall time and, for the vitest steps, each test
 * project's file time (its test files' time added up; files of the projects of one step run side by side,
 * so those sums exceed the step's wall time). Exits with the failing step's code.
 */
const VITEST = ['vitest', 'run', '--reporter=default', '--reporter=./scripts/test-times-reporter.ts'];
const vitest = (...projects) => ({ argv: ['npx', ...VITEST, ...projects.flatMap((project) => ['--project', project])] });
const shard = (command, part) => ({ ...command, argv: [...command.argv, `--shard=${part}`] });
const timesDir = mkdtempSync(join(tmpdir(), 'test-times-'));
const timesFile = join(timesDir, 'projects.jsonl');
/**
 * The demo data the journeys start from, seeded once beside the step 2 tests (it mostly waits on DynamoDB
 * Local): two shards seeding at once cost step 3 half a minute, and step 1 had no room for it.
 */
const journeyData = { E2E_SEEDED_DATA_DIR: join(timesDir, 'journey-data') };
const journeys = (part) => ({ ...shard(vitest('e2e'), part), env: journeyData });
/**
 * Each step's commands run side by side, each in a process of its own. On two cores vitest runs one test
 * worker at a time, and one process per step left half the machine idle while API tests and journeys waited
 * on their runtime: typecheck, lint and the SPA build keep the cores busy; the API tests (their embedded
 * runtime in their own process) run beside the other projects and the journeys' seed (the step keeps the cores
 * over 90% busy: two API shards, each with a runtime, made it longer, 743 s against 716); the journeys run in two
 * shards, each with a runtime and a copy of that demo data (vitest.config.ts splits them by time). Fuzz, with a
 * runtime of its own, runs in step 2, whose cores had room, not beside the journeys, whose had none.
 */
const STEPS = [
  {
    name: 'typecheck + lint + web build',
    commands: [
      { argv: ['npm', 'run', '--silent', 'typecheck'] },
      { argv: ['npm', 'run', '--silent', 'lint'] },
      { argv: ['npx', 'tsx', 'scripts/build-web-if-stale.ts'] },
    ],
  },
  {
    name: 'unit + api + infra + seed + fuzz',
    commands: [
      vitest('api'),
      vitest('shared', 'functions', 'functions-isolated', 'web', 'web-isolated', 'infra'),
      { argv: ['npx', 'tsx', 'scripts/seed-journey-data.ts', journeyData.E2E_SEEDED_DATA_DIR] },
      // Step 2 waits on the API tests' one chain with the cores 84% busy; step 3 kept them 97% busy (Nov 30).
      { ...vitest('fuzz'), env: { VITEST_FUZZ: '1' } },
    ],
  },
  {
    name: 'e2e (2 shards)',
    commands: [journeys('1/2'), journeys('2/2')],
  },
];

/** Runs one command with the terminal as its output; resolves with its exit code (1 when it could not start or was killed). */
const run = (command, env) =>
  new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The machine's CPU time so far (Linux /proc/stat, in clock ticks): busy and all, to tell how full a step kept the cores. */
const cpuTicks = () => {
  if (!existsSync('/proc/stat')) return null;
  // user nice system idle iowait irq softirq steal: guest and guest_nice are already inside user and nice.
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(0, 9).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  const all = fields.reduce((sum, n) => sum + n, 0);
  return { busy: all - idle, all };
};
const busyShare = (before, after) =>
  before && after && after.all > before.all ? `  cores ${Math.round((100 * (after.busy - before.busy)) / (after.all - before.all))}% busy` : '';
const ran = [];
let exitCode = 0;
const started = performance.now();
for (const step of STEPS) {
  const stepStarted = performance.now();
  const ticksBefore = cpuTicks();
  const codes = await Promise.all(step.commands.map((command) => run(command.argv, { ...process.env, ...command.env, TEST_TIMES_FILE: timesFile })));
  const code = codes.find((c) => c !== 0) ?? 0;
  ran.push({ name: step.name, ms: performance.now() - stepStarted, code, busy: busyShare(ticksBefore, cpuTicks()) });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

/** One line per project: a project run in shards wrote one per shard. */
const mergeShards = (lines) => {
  const byProject = new Map();
  for (const times of lines) {
    const seen = byProject.get(times.project);
    if (!seen) byProject.set(times.project, times);
    else {
      for (const key of ['files', 'fileMs', 'passed', 'failed', 'skipped']) seen[key] += times[key];
      seen.slowest = [...seen.slowest, ...times.slowest].sort((a, b) => b.ms - a.ms).slice(0, 5);
    }
  }
  return [...byProject.values()];
};
const projects = existsSync(timesFile)
  ? mergeShards(
      readFileSync(timesFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    )
  : [];
rmSync(timesDir, { recursive: true, force: true });
const lines = ['', 'Time per step (wall):'];
for (const step of ran)
  lines.push(`  ${step.name.padEnd(36)} ${seconds(step.ms).padStart(7)}${step.busy}${step.code === 0 ? '' : `  FAILED (exit ${step.code})`}`);
for (const step of STEPS.slice(ran.length)) lines.push(`  ${step.name.padEnd(36)} not run`);
lines.push(`  ${'total'.padEnd(36)} ${seconds(performance.now() - started).padStart(7)}`);
if (projects.length) {
  lines.push('', 'Time per test project (its files added up):');
  for (const p of [...projects].sort((a, b) => b.fileMs - a.fileMs)) {
    lines.push(
      `  ${p.project.padEnd(12)} ${seconds(p.fileMs).padStart(7)}  ${String(p.files).padStart(4)} files  ${p.passed} passed, ${p.failed} failed${p.skipped ? `, ${p.skipped} skipped` : ''}`,
    );
    for (const slow of p.slowest ?? []) lines.push(`  ${''.padEnd(12)} ${seconds(slow.ms).padStart(7)}  ${slow.file}`);
  }
  const passed = projects.reduce((sum, p) => sum + p.passed, 0);
  const failed = projects.reduce((sum, p) => sum + p.failed, 0);
  lines.push('', `${passed} passed, ${failed} failed`);
}
console.log(lines.join('\n'));
process.exit(exitCode);
