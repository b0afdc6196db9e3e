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
});
