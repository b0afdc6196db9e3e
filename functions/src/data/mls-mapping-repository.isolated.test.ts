import type * as mlsRecords from './mls-records';

const touched = vi.hoisted(() => ({ summarySchema: 0 }));

// The summary schema, counting every look at it: a module load that reads it builds it (lazySchema).
vi.mock('./mls-records', async (importOriginal) => {
  const actual = await importOriginal<typeof mlsRecords>();
  const summarySchema = new Proxy(actual.mlsMappingSummarySchema, {
    get: (target, key) => {
      touched.summarySchema += 1;
      return Reflect.get(target, key) as unknown;
    },
  });
  return { ...actual, mlsMappingSummarySchema: summarySchema };
});

describe('mls-mapping-repository', () => {
  it('builds no schema when it loads: the mappings’ summary attributes are named when a full sync first lists them', async () => {
    await import('./mls-mapping-repository');
    expect(touched.summarySchema).toBe(0);
  });
});
