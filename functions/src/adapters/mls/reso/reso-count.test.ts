import { createResoClient } from './reso-client';
import { declaredProperties, memberFilter } from './reso-count';

const METADATA = `<edmx:Edmx><edmx:DataServices><Schema Namespace="org.reso.metadata">
<EntityType Name="PropertyType"><Key><PropertyRef Name="ListingKey"/></Key><Property Name="ListingKey" Type="Edm.String"/><Property Name="ListAgentMlsId" Type="Edm.String"/></EntityType>
<EntityContainer Name="Default"><EntitySet Name="Property" EntityType="org.reso.metadata.PropertyType"/></EntityContainer>
</Schema></edmx:DataServices></edmx:Edmx>`;

const MEMBER = [
  { field: 'ListAgentMlsId', value: "O'NEIL-1" },
  { field: 'CoListAgentMlsId', value: "O'NEIL-1" },
];

/** A RESO server whose collection answers `collection(url)`; every URL asked is recorded. */
function serverAnswering(collection: (url: URL) => Response) {
  const asked: URL[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url);
    return url.pathname.endsWith('/$metadata') ? new Response(METADATA, { status: 200 }) : collection(url);
  }) as typeof fetch;
  const client = createResoClient({
    serviceRoot: 'https://mls.example/odata',
    auth: { kind: 'bearer', token: 't' },
    userAgent: 'Test/1.0',
    requestsPerSecond: 1000,
    fetch: fetchFn,
  });
  return { client, asked };
}

describe('counting the member’s listings for Test over RESO', () => {
  it('reads the declared fields of the entity type behind the set, and quotes values as OData wants', () => {
    expect(declaredProperties(METADATA, 'Property')).toEqual(new Set(['ListingKey', 'ListAgentMlsId']));
    expect(declaredProperties('<edmx:Edmx/>', 'Property')).toBeNull();
    expect(memberFilter(MEMBER)).toBe("ListAgentMlsId eq 'O''NEIL-1' or CoListAgentMlsId eq 'O''NEIL-1'");
  });

  it('asks $top=0 with $count, filtering only on fields the metadata declares', async () => {
    const { client, asked } = serverAnswering((url) => Response.json({ '@odata.count': url.searchParams.has('$filter') ? 14 : 2911, value: [] }));
    await expect(client.testConnection(MEMBER)).resolves.toMatchObject({ ok: true, feed: { total: 2911, member: 14, note: null } });
    const counts = asked.filter((url) => url.pathname.endsWith('/Property'));
    expect(counts.map((url) => [url.searchParams.get('$top'), url.searchParams.get('$count'), url.searchParams.get('$filter')])).toEqual([
      ['0', 'true', null],
      ['0', 'true', "ListAgentMlsId eq 'O''NEIL-1'"],
    ]);
  });

  it('says so instead of guessing when the server sends no count or refuses the filter', async () => {
    const uncounted = serverAnswering(() => Response.json({ value: [] }));
    await expect(uncounted.client.testConnection(MEMBER)).resolves.toMatchObject({
      ok: true,
      feed: { total: null, member: null, note: 'the server does not count its listings ($count); the server does not count your listings ($count)' },
    });
    const refusing = serverAnswering((url) =>
      url.searchParams.has('$filter') ? new Response('secret body', { status: 400 }) : Response.json({ '@odata.count': 50, value: [] }),
    );
    const result = await refusing.client.testConnection(MEMBER);
    expect(result).toMatchObject({
      ok: true,
      feed: { total: 50, member: null, note: 'the server would not count your listings: the MLS server answered 400 (it refused the request)' },
    });
    expect(JSON.stringify(result)).not.toContain('secret body');
  });
});
