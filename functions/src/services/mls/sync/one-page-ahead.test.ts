import { onePageAhead } from './one-page-ahead';

async function* pages(log: string[], failAt?: number) {
  for (let page = 1; page <= 3; page++) {
    log.push(`fetch ${page}`);
    await Promise.resolve();
    if (page === failAt) throw new Error(`page ${page} failed`);
    yield page;
  }
}

describe('onePageAhead', () => {
  it('fetches the next page while the caller works on the current one, in order', async () => {
    const log: string[] = [];
    for await (const page of onePageAhead(pages(log))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`write ${page}`);
    }
    expect(log).toEqual(['fetch 1', 'fetch 2', 'write 1', 'fetch 3', 'write 2', 'write 3']);
  });

  it('surfaces a failed page when the caller reaches it, after the pages before it', async () => {
    const log: string[] = [];
    const written: number[] = [];
    await expect(
      (async () => {
        for await (const page of onePageAhead(pages(log, 2))) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          written.push(page);
        }
      })(),
    ).rejects.toThrow('page 2 failed');
    expect(written).toEqual([1]);
  });

  it('stops the source when the caller stops early', async () => {
    const log: string[] = [];
    for await (const page of onePageAhead(pages(log))) if (page === 1) break;
    expect(log).toEqual(['fetch 1', 'fetch 2']);
  });
});
