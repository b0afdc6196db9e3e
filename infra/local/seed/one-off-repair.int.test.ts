import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { ensureTable } from '../provision';
import { runOnce, scanAll } from './one-off-repair';

async function tableOfItsOwn() {
  const { deps } = createTestDeps();
  deps.db.tableName = `one-off-repair-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
  return deps.db;
}

describe('a one-off repair of a local data folder', () => {
  it('runs once per layout: again only when its layout is raised, and a marker without a layout counts as layout 1', async () => {
    const db = await tableOfItsOwn();
    let runs = 0;
    const repair = async () => ({ fixed: ++runs });

    expect(await runOnce(db, { name: 'example', nothingDone: { fixed: 0 } }, repair)).toEqual({ fixed: 1 });
    expect(await runOnce(db, { name: 'example', nothingDone: { fixed: 0 } }, repair)).toEqual({ fixed: 0 });
    expect(await runOnce(db, { name: 'example', layout: 2, nothingDone: { fixed: 0 } }, repair)).toEqual({ fixed: 2 });
    expect(await runOnce(db, { name: 'example', layout: 2, nothingDone: { fixed: 0 } }, repair)).toEqual({ fixed: 0 });

    await db.client.send(
      new PutCommand({ TableName: db.tableName, Item: { pk: 'MIGRATION#older', sk: 'MIGRATION', moved: 3, at: '2026-05-01T00:00:00.000Z' } }),
    );
    expect(await runOnce(db, { name: 'older', nothingDone: { moved: 0 } }, async () => ({ moved: 9 }))).toEqual({ moved: 0 });
    expect(runs).toBe(2);
  });

  it('scans every page of the table', async () => {
    const db = await tableOfItsOwn();
    const padding = 'x'.repeat(300_000);
    for (let index = 0; index < 8; index++)
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: { pk: `ITEM#${index}`, sk: 'ITEM', entity: 'example', padding } }));
    const pageSizes: number[] = [];
    await scanAll(
      db,
      { FilterExpression: 'entity = :example', ExpressionAttributeValues: { ':example': 'example' }, ProjectionExpression: 'pk' },
      async (items) => {
        pageSizes.push(items.length);
      },
    );
    // A scan page stops at 1 MB read, so 8 items of 300 KB take several pages.
    expect(pageSizes.length).toBeGreaterThan(1);
    expect(pageSizes.reduce((sum, size) => sum + size, 0)).toBe(8);
  });
});
