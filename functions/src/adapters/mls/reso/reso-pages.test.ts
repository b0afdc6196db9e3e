import { readResoPages } from './reso-pages';
import type { TResoHttpDeps } from './reso-http';

function deps(answers: Record<string, unknown>, asked: string[]): TResoHttpDeps {
  const fetchFn = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const path = new URL(url).pathname + new URL(url).search;
    const body = answers[path];
    return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{"error":{"message":"no such page"}}', { status: 404 });
  }) as typeof fetch;
  return {
    fetch: fetchFn,
    clock: { now: () => 0, sleep: async () => undefined },
    budget: { take: async () => undefined },
    tokens: { token: async () => 'token', invalidate: () => undefined, canRefresh: false },
    userAgent: 'Test/1.0',
    maxRetries: 0,
    maxRetryAfterMs: 0,
  };
}

const request = { collectionUrl: 'https://mls.example/odata/Property', query: {}, pageSize: 2, paging: 'auto' as const, withCount: false };

async function collect(http: TResoHttpDeps) {
  const keys: unknown[] = [];
  for await (const page of readResoPages(http, request)) keys.push(...page.records.map((record) => record.ListingKey));
  return keys;
}

describe('readResoPages', () => {
  it('refuses an @odata.nextLink to another host instead of sending it the bearer token', async () => {
    const asked: string[] = [];
    const http = deps(
      { '/odata/Property': { value: [{ ListingKey: 'a' }, { ListingKey: 'b' }], '@odata.nextLink': 'https://collector.example/odata/Property?$skiptoken=2' } },
      asked,
    );
    await expect(collect(http)).rejects.toThrow(
      'The MLS server sent an @odata.nextLink to another host; it is not followed, so the token stays with the server you configured',
    );
    expect(asked).toEqual(['https://mls.example/odata/Property']);
  });

  it('follows relative nextLinks against the page that sent them', async () => {
    const asked: string[] = [];
    const http = deps(
      {
        '/odata/Property': { value: [{ ListingKey: 'a' }, { ListingKey: 'b' }], '@odata.nextLink': 'Property?$skiptoken=2' },
        '/odata/Property?$skiptoken=2': { value: [{ ListingKey: 'c' }] },
      },
      asked,
    );
    expect(await collect(http)).toEqual(['a', 'b', 'c']);
    expect(asked[1]).toBe('https://mls.example/odata/Property?$skiptoken=2');
  });

  it('stops with an error when a server hands back the link it was just asked for', async () => {
    const http = deps(
      {
        '/odata/Property': { value: [{ ListingKey: 'a' }], '@odata.nextLink': 'https://mls.example/odata/Property?$skiptoken=1' },
        '/odata/Property?$skiptoken=1': { value: [{ ListingKey: 'b' }], '@odata.nextLink': 'https://mls.example/odata/Property?$skiptoken=1' },
      },
      [],
    );
    await expect(collect(http)).rejects.toThrow('same @odata.nextLink twice');
  });

  it('stops with an error when a nextLink answers the records of the page before it again', async () => {
    const http = deps(
      {
        '/odata/Property': { value: [{ ListingKey: 'a' }, { ListingKey: 'b' }], '@odata.nextLink': 'Property?$skiptoken=2' },
        '/odata/Property?$skiptoken=2': { value: [{ ListingKey: 'a' }, { ListingKey: 'b' }], '@odata.nextLink': 'Property?$skiptoken=4' },
      },
      [],
    );
    await expect(collect(http)).rejects.toThrow('same page of records twice in a row');
  });

  it('asks for the next $top/$skip page after a full first page without nextLink, whatever @odata.count says', async () => {
    const asked: string[] = [];
    const http = deps(
      {
        '/odata/Property': { value: [{ ListingKey: 'a' }, { ListingKey: 'b' }], '@odata.count': 2 },
        '/odata/Property?%24top=2&%24skip=2': { value: [{ ListingKey: 'c' }] },
        '/odata/Property?%24top=2&%24skip=3': { value: [] },
      },
      asked,
    );
    expect(await collect(http)).toEqual(['a', 'b', 'c']);
  });

  it('ends at a short first page without nextLink unless @odata.count promises more', async () => {
    const asked: string[] = [];
    const short = deps({ '/odata/Property': { value: [{ ListingKey: 'a' }], '@odata.count': 1 } }, asked);
    expect(await collect(short)).toEqual(['a']);
    expect(asked).toHaveLength(1);
    const promising = deps(
      {
        '/odata/Property': { value: [{ ListingKey: 'a' }], '@odata.count': 2 },
        '/odata/Property?%24top=2&%24skip=1': { value: [{ ListingKey: 'b' }] },
        '/odata/Property?%24top=2&%24skip=2': { value: [] },
      },
      [],
    );
    expect(await collect(promising)).toEqual(['a', 'b']);
  });
});
