import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { assertFetchCanReach, assertPortFree, FETCH_BLOCKED_PORTS, findFreePort, localPortsFromEnvironment, portUses } from './ports';
import { startEmbeddedRuntime } from './runtime';

const refusal = async (port: number) => {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    return 'answered';
  } catch (error) {
    return ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
  }
};

describe('ports fetch refuses', () => {
  it("lists only ports Node's own fetch refuses (without connecting), and not a free port next to them", async () => {
    const answers = await Promise.all([...FETCH_BLOCKED_PORTS].map(refusal));
    expect(answers.filter((answer) => answer !== 'bad port')).toEqual([]);
    expect(await refusal(await findFreePort())).not.toBe('bad port');
  });

  it('refuses PORT=6000 at start, and a PORT whose derived ports include a refused one, naming the port and its use', () => {
    const check = (env: Record<string, string>) => () => assertFetchCanReach(portUses(localPortsFromEnvironment(env)));
    expect(check({ PORT: '6000' })).toThrow(/^Port 6000 \(the marketplace, PORT\): fetch refuses/);
    expect(check({ PORT: '5900' })).toThrow(/6000 \(DynamoDB Local, DYNAMODB_PORT or PORT\+100\)/);
    expect(check({ PORT: '6460' })).toThrow(/^Port 6566 \(local MLS \(RETS\), RETS_PORT or PORT\+106\)/);
    expect(check({ PORT: '6560' })).toThrow(/^Ports 6665 \(local MLS \(RESO\), MLS_PORT or PORT\+105\), 6666 \(local MLS \(RETS\)/);
    expect(check({ PORT: '9980' })).toThrow(/10080 \(DynamoDB Local/);
    expect(check({ PORT: '3000', CRM_PORT: '6667' })).toThrow(/6667 \(CRM stand-in/);
    expect(check({ PORT: '3000' })).not.toThrow();
    expect(check({})).not.toThrow();
  });

  it('the embedded runtime refuses such ports before it starts anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'blocked-port-'));
    try {
      await expect(
        startEmbeddedRuntime({
          port: 0,
          servicePorts: { dynamodb: 0, s3: 0, sqs: 0, scheduler: 0, stripe: 6000 },
          dataDir,
          web: 'none',
          appMode: 'beta',
          logLevel: 'silent',
          seed: false,
        }),
      ).rejects.toThrow(/6000 \(Stripe stand-in, STRIPE_PORT or PORT\+104\): fetch refuses/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('assertPortFree', () => {
  it('names the process that holds a busy port, so a start after a crash says what to stop', async () => {
    const port = await findFreePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(assertPortFree(port, 'DynamoDB Local')).rejects.toThrow(`Port ${port} (DynamoDB Local) is already in use by pid ${process.pid}: `);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    await expect(assertPortFree(port, 'DynamoDB Local')).resolves.toBeUndefined();
  });
});
