import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertPortFree, findFreePort } from './ports';
import { REPO_ROOT } from './web-build';

/** Every process below `pid` (Linux /proc: each process's parent is field 4 of its stat line). */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while we looked
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
};

async function waitFor(condition: () => boolean, what: string, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `npm start` API-only (no SPA build, no demo data) on free ports with its own data folder. */
async function startMarketplace() {
  const names = ['PORT', 'DYNAMODB_PORT', 'S3_PORT', 'SQS_PORT', 'SCHEDULER_PORT', 'STRIPE_PORT', 'MLS_PORT', 'RETS_PORT', 'CRM_PORT'];
  const ports = Object.fromEntries(await Promise.all(names.map(async (name) => [name, String(await findFreePort())] as const)));
  const dataDir = mkdtempSync(join(tmpdir(), 'start-signals-'));
  const npm = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...ports, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SERVE_WEB: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  await waitFor(() => output.includes('Ready in') || npm.exitCode !== null, 'the start to say Ready', 90_000);
  if (!output.includes('Ready in')) throw new Error(`npm start failed:\n${output}`);
  return { npm, ports: Object.values(ports).map(Number), dataDir, output: () => output };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

describe('npm start and signals', () => {
  it('stops its whole tree, java included, and frees every port when npm itself gets SIGTERM', { timeout: 150_000 }, async () => {
    const { npm, ports, dataDir, output } = await startMarketplace();
    const tree = descendantsOf(npm.pid!);
    try {
      expect(tree.map(commandOf).some((command) => command?.includes('DynamoDBLocal.jar'))).toBe(true);

      npm.kill('SIGTERM');
      await waitFor(() => hasExited(npm), 'npm to exit');
      await waitFor(
        () => tree.every((pid) => commandOf(pid) === null),
        `its children to end: ${tree.map((pid) => `${pid} ${commandOf(pid) ?? '(gone)'}`).join('; ')}`,
      );
      expect(output()).toContain('SIGTERM: stopping…');
      for (const port of ports) await expect(assertPortFree(port, 'test')).resolves.toBeUndefined();
    } finally {
      // a failed run leaves nothing behind either
      for (const pid of [npm.pid!, ...tree]) if (commandOf(pid) !== null) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
