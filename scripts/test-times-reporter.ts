import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** One line per project of a vitest run, appended to TEST_TIMES_FILE for scripts/test.mjs's closing table. */
export type TProjectTimes = {
  project: string;
  files: number;
  fileMs: number;
  passed: number;
  failed: number;
  skipped: number;
  slowest: { file: string; ms: number }[];
};

const SLOWEST_LISTED = 5;

/**
 * Sums, per test project, the time its test files took (environment, imports, setup, tests and hooks).
 * Files of several projects run side by side, so these add up to more than the run's wall time: they
 * say which project the time goes to; each project's slowest files say where to look first. Without TEST_TIMES_FILE it does nothing.
 */
export default class TestTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const file = process.env.TEST_TIMES_FILE;
    if (!file) return;
    const byProject = new Map<string, TProjectTimes>();
    for (const module of testModules) {
      const project = module.project.name || '(default)';
      const times = byProject.get(project) ?? { project, files: 0, fileMs: 0, passed: 0, failed: 0, skipped: 0, slowest: [] };
      const d = module.diagnostic();
      times.files += 1;
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      times.fileMs += ms;
      times.slowest = [...times.slowest, { file: module.relativeModuleId, ms }].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_LISTED);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') times.passed += 1;
        else if (state === 'failed') times.failed += 1;
        else times.skipped += 1;
      }
      byProject.set(project, times);
    }
    for (const times of byProject.values()) appendFileSync(file, `${JSON.stringify(times)}\n`);
  }
}
