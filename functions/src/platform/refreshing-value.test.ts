import { createRefreshingValue } from './refreshing-value';

/** A read whose answers are settled by hand: `reads` counts the calls, `settle(i, value)` resolves call i. */
function manualReads() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    read,
    get reads() {
      return pending.length;
    },
    settle: async (index: number, value: string) => {
      pending[index]!.resolve(value);
      await flush();
    },
    fail: async (index: number) => {
      pending[index]!.reject(new Error('read failed'));
      await flush();
    },
  };
}

describe('createRefreshingValue', () => {
  const options = { freshMs: 30_000, maxStaleMs: 300_000 };

  it('makes the first caller wait, shares the read, and answers from memory while fresh', async () => {
    const reads = manualReads();
    const value = createRefreshingValue<string>(options);
    const first = value.get(0, reads.read);
    const second = value.get(10, reads.read);
    await reads.settle(0, 'v1');
    expect([await first, await second, await value.get(29_999, reads.read)]).toEqual(['v1', 'v1', 'v1']);
    expect(reads.reads).toBe(1);
  });

  it('answers the last value at once when it is old, while one new read runs, then the new one', async () => {
    const reads = manualReads();
    const value = createRefreshingValue<string>(options);
    const first = value.get(0, reads.read);
    await reads.settle(0, 'v1');
    await first;
    expect(await value.get(30_000, reads.read)).toBe('v1');
    expect(await value.get(31_000, reads.read)).toBe('v1');
    expect(reads.reads).toBe(2);
    await reads.settle(1, 'v2');
    expect(await value.get(32_000, reads.read)).toBe('v2');
  });

  it('makes callers wait for the new read once the value is too old', async () => {
    const reads = manualReads();
    const value = createRefreshingValue<string>(options);
    const first = value.get(0, reads.read);
    await reads.settle(0, 'v1');
    await first;
    const late = value.get(300_000, reads.read);
    await reads.settle(1, 'v2');
    expect(await late).toBe('v2');
  });

  it('reads again after forget, and drops a refresh that was under way', async () => {
    const reads = manualReads();
    const value = createRefreshingValue<string>(options);
    const first = value.get(0, reads.read);
    await reads.settle(0, 'v1');
    await first;
    void value.get(40_000, reads.read); // starts a refresh (read 1)
    value.forget();
    const afterWrite = value.get(40_001, reads.read); // read 2
    await reads.settle(1, 'stale refresh');
    await reads.settle(2, 'v2');
    expect(await afterWrite).toBe('v2');
    expect(await value.get(40_002, reads.read)).toBe('v2');
  });

  it('does not keep a failed first read, and keeps the last value when a refresh fails', async () => {
    const reads = manualReads();
    const value = createRefreshingValue<string>(options);
    const failed = value.get(0, reads.read);
    await reads.fail(0);
    await expect(failed).rejects.toThrow('read failed');
    const retried = value.get(1, reads.read);
    await reads.settle(1, 'v1');
    expect(await retried).toBe('v1');
    expect(await value.get(40_000, reads.read)).toBe('v1'); // refresh: read 2
    await reads.fail(2);
    expect(await value.get(40_001, reads.read)).toBe('v1'); // another refresh: read 3
    expect(reads.reads).toBe(4);
  });
});
