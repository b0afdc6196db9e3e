import { retrying } from './retrying';

/** Work that fails its first `failures` calls with `error`, then answers how many calls it took. */
function failingFirst(failures: number, error: Error = new Error('throttled')) {
  let calls = 0;
  return {
    work: async () => {
      calls += 1;
      if (calls <= failures) throw error;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('retrying', () => {
  it('tries again until the work succeeds', async () => {
    const work = failingFirst(2);
    await expect(retrying(3, work.work)).resolves.toBe(3);
  });

  it('throws the last failure once the attempts are spent', async () => {
    const work = failingFirst(5);
    await expect(retrying(3, work.work)).rejects.toThrow('throttled');
    expect(work.calls).toBe(3);
  });

  it('throws a failure `isFinal` names at once', async () => {
    class Final extends Error {}
    const work = failingFirst(5, new Final('answer'));
    await expect(retrying(8, work.work, (error) => error instanceof Final)).rejects.toThrow('answer');
    expect(work.calls).toBe(1);
  });
});
