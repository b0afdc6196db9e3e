import { fileURLToPath } from 'node:url';
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) };
/** Unit tests hash passwords (scrypt) and load modules: on a busy 2-core runner 5 s is too tight a default. */
const UNIT_TEST_TIMEOUT = 20_000;
/** EGRESS_ALLOW_LOOPBACK: tests reach the local MLS and CRM stand-ins on 127.0.0.1 (the egress guard's local switch). */
const nodeEnv = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', EGRESS_ALLOW_LOOPBACK: 'true' };

/**
 * The fuzz test needs an embedded runtime of its own (it checks that rejected input leaves the table
 * unchanged), and one process can host only one runtime's handlers: it runs in a vitest run of its own
 * (`npm run test:fuzz`, part of `npm test`).
 */
const fuzzProject = {
  resolve: { alias },
  test: {
    name: 'fuzz',
    globals: true,
    environment: 'node',
    include: ['functions/**/*.fuzz.test.ts'],
    globalSetup: ['infra/local/testing/api-global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    env: nodeEnv,
  },
};

/**
 * Web tests that need a module graph of their own: those that mock a module (vi.mock; lint enforces the name),
 * and those whose screens start the redirect to login of a 401, whose timer and once-only flag live in modules
 * (lib/api-client.ts, saved-errors.ts) and would fire into the next file's tests.
 */
const ISOLATED_WEB_TESTS = 'web/**/*.isolated.test.{ts,tsx}';

/**
 * Component tests in jsdom. Without isolation a worker keeps jsdom and the loaded modules (React, the router,
 * the screens) from one file to the next, which halves the project's time; each test cleans up after itself
 * (web/src/testing/setup-tests.ts). Files that mock modules run isolated, in a project of their own.
 */
const webProject = (options: { name: string; include: string[]; exclude: string[]; isolate: boolean }) => ({
  resolve: { alias },
  test: {
    name: options.name,
    globals: true,
    environment: 'jsdom',
    include: options.include,
    exclude: ['**/*.e2e.test.ts', '**/node_modules/**', ...options.exclude],
    isolate: options.isolate,
    setupFiles: ['web/src/testing/setup-tests.ts'],
    testTimeout: UNIT_TEST_TIMEOUT,
  },
});

const FUNCTIONS_TESTS = ['functions/**/*.test.ts', 'infra/local/**/*.test.ts'];
/**
 * Unit tests of functions/ and infra/local/ that need a module graph of their own (they mock a module, change
 * process.env that a module reads once, or start stand-ins and runtimes) are named *.isolated.test.ts, as the web's
 * are (lint enforces it); the rest run without per-file isolation: one import of the SDKs and our modules per
 * worker, not one per file (the project took 126 s in CI isolated, 53 s without).
 */
const FUNCTIONS_TESTS_ISOLATED = ['functions/**/*.isolated.test.ts', 'infra/local/**/*.isolated.test.ts'];
const FUNCTIONS_EXCLUDE = ['**/*.int.test.ts', '**/*.fuzz.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'];
const functionsProject = (options: { name: string; include: string[]; exclude: string[]; isolate: boolean }) => ({
  resolve: { alias },
  test: {
    name: options.name,
    globals: true,
    environment: 'node',
    include: options.include,
    exclude: [...FUNCTIONS_EXCLUDE, ...options.exclude],
    isolate: options.isolate,
    testTimeout: UNIT_TEST_TIMEOUT,
    env: nodeEnv,
  },
});

/**
 * Seconds each slow journey took in a clean CI run (the last of Nov 2026: each file's tests, imports aside), for
 * splitting the journeys between shards only. A file not listed counts as a typical one; a stale figure costs
 * balance, never a test.
 */
const JOURNEY_SECONDS: Readonly<Record<string, number>> = {
  'every-screen': 203,
  'mls-integration': 57,
  'open-houses': 56,
  buyer: 53,
  subscriptions: 53,
  listings: 51,
  'public-pages': 49,
  'lead-capture': 36,
  'mls-trust': 31,
  professional: 29,
  profiles: 28,
  'first-visit': 27,
  'content-security-policy': 26,
  'two-factor': 24,
  'saved-searches': 21,
  'first-chunk': 0,
};
const TYPICAL_JOURNEY_SECONDS = 15;

const secondsOf = (spec: TestSpecification) => JOURNEY_SECONDS[basename(spec.moduleId).replace(/\.e2e\.test\.ts$/, '')] ?? TYPICAL_JOURNEY_SECONDS;

/**
 * `--shard=i/n` by time instead of vitest's even count of files by path hash, which put 115 s of journeys in
 * one shard and 299 s in the other: the longest file first, each to the shard with the least time so far.
 * Every shard process computes the same split, so each file runs in exactly one.
 */
class TimeBalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const loads = Array.from({ length: count }, () => 0);
    const byTimeThenPath = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.moduleId.localeCompare(b.moduleId));
    return byTimeThenPath.filter((spec) => {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] = (loads[lightest] ?? 0) + secondsOf(spec);
      return lightest === index - 1;
    });
  }
}

/** One runner, one project per layer. `npm test` runs them all. */
export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    reporters: ['default'],
    // `npm test` runs the journeys in two shards, each on a runtime of its own.
    sequence: { sequencer: TimeBalancedSequencer },
    projects: [
      ...(process.env.VITEST_FUZZ === '1' ? [fuzzProject] : []),
      {
        resolve: { alias },
        test: { name: 'shared', globals: true, environment: 'node', include: ['shared/**/*.test.ts'], testTimeout: UNIT_TEST_TIMEOUT },
      },
      functionsProject({ name: 'functions', include: FUNCTIONS_TESTS, exclude: FUNCTIONS_TESTS_ISOLATED, isolate: false }),
      functionsProject({ name: 'functions-isolated', include: FUNCTIONS_TESTS_ISOLATED, exclude: [], isolate: true }),
      {
        resolve: { alias },
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          include: ['functions/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          globalSetup: ['infra/local/testing/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: nodeEnv,
        },
      },
      webProject({ name: 'web', include: ['web/**/*.test.{ts,tsx}'], exclude: [ISOLATED_WEB_TESTS], isolate: false }),
      webProject({ name: 'web-isolated', include: [ISOLATED_WEB_TESTS], exclude: [], isolate: true }),
      {
        resolve: { alias },
        test: {
          name: 'infra',
          globals: true,
          environment: 'node',
          include: ['infra/**/*.infra.test.ts'],
          // aws-cdk-lib takes seconds to import: without isolation a worker imports it once, not once per file
          // (the files only build apps and read their templates; the one that changes the environment puts it back).
          isolate: false,
          testTimeout: 120_000,
          env: nodeEnv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The journeys share no module state (each file launches its own browser; the support modules hold none):
          // without isolation a shard imports playwright-core and the support modules once, not once per file
          // (27-31 s of imports per shard in CI).
          isolate: false,
          env: nodeEnv,
        },
      },
    ],
  },
});
