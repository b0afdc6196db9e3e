import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dynamoDbLocalCommand } from './services/dynamodb-local';
import { startLocalStripe } from './stripe/local-stripe';

/** The API tests' runtime keeps its state in memory (inMemoryState); `npm start` keeps it on disk, where it survives a restart. */
describe('where the stand-ins keep their state', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'stand-in-state-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('DynamoDB Local keeps its table in a file under the data folder unless asked to keep it in memory', () => {
    const onDisk = dynamoDbLocalCommand({ port: 8000, dataDir }).args;
    expect(onDisk.slice(onDisk.indexOf('-dbPath'), onDisk.indexOf('-dbPath') + 2)).toEqual(['-dbPath', dataDir]);
    expect(onDisk).not.toContain('-inMemory');
    const inMemory = dynamoDbLocalCommand({ port: 8000, dataDir, inMemory: true }).args;
    expect(inMemory).toContain('-inMemory');
    expect(inMemory).not.toContain('-dbPath');
  });

  type TStandIn = Awaited<ReturnType<typeof startLocalStripe>>;
  const KEY = 'sk_test_local_stand_in';
  const addCustomer = async (stripe: TStandIn) => {
    const response = await fetch(`${stripe.url}/v1/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const customerStatus = async (stripe: TStandIn, id: string) =>
    (await fetch(`${stripe.url}/v1/customers/${id}`, { headers: { authorization: `Bearer ${KEY}` } })).status;

  it('the Stripe stand-in writes its state to the data folder, and a restart finds it there', async () => {
    const first = await startLocalStripe({ port: 0, dataDir, secretKey: KEY });
    const id = await addCustomer(first);
    await first.stop();
    expect(existsSync(join(dataDir, 'stripe-state.json'))).toBe(true);
    const restarted = await startLocalStripe({ port: 0, dataDir, secretKey: KEY });
    expect(await customerStatus(restarted, id)).toBe(200);
    await restarted.stop();
  });

  it('the Stripe stand-in in memory writes nothing, and a restart starts empty', async () => {
    const first = await startLocalStripe({ port: 0, dataDir, secretKey: KEY, inMemory: true });
    const id = await addCustomer(first);
    expect(await customerStatus(first, id)).toBe(200);
    await first.stop();
    expect(existsSync(join(dataDir, 'stripe-state.json'))).toBe(false);
    const restarted = await startLocalStripe({ port: 0, dataDir, secretKey: KEY, inMemory: true });
    expect(await customerStatus(restarted, id)).toBe(404);
    await restarted.stop();
  });
});
