import type { TMlsPage } from '../mls-client';
import { createRetsClient } from './rets-client';
import { startReplayServer, type TReplayAnswer, type TReplayServer } from './testing/replay-server';

/** Matrix replies come without a recorded login or system/resource metadata: those few are written here. */
const compactSystem = `<RETS ReplyCode="0" ReplyText="Operation Success.">
<METADATA-SYSTEM Version="1.00.01156" Date="2016-11-09T16:20:19Z">
<SYSTEM SystemID="NAPLES" SystemDescription="Matrix" TimeZoneOffset="-05:00"/>
<COMMENTS></COMMENTS>
</METADATA-SYSTEM>
</RETS>`;
const compactResource = `<RETS ReplyCode="0" ReplyText="Operation Success.">
<METADATA-RESOURCE Version="1.00.01156" Date="2016-11-09T16:20:19Z">
<COLUMNS>\tResourceID\tStandardName\tKeyField\tClassCount\t</COLUMNS>
<DATA>\tAgent\tAgent\tmatrix_unique_id\t1\t</DATA>
<DATA>\tProperty\tProperty\tmatrix_unique_id\t6\t</DATA>
</METADATA-RESOURCE>
</RETS>`;

let servers: TReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** Capability URLs on a second host (absolute URLs), the way CRIS and many Matrix logins answer. */
async function startMatrix(): Promise<{ login: TReplayServer; rets: TReplayServer }> {
  const rets = await startReplayServer({
    answer: (url): TReplayAnswer => {
      const type = url.searchParams.get('Type');
      if (url.pathname === '/rets/GetMetadata') {
        if (type === 'METADATA-SYSTEM') return { status: 200, body: compactSystem };
        if (type === 'METADATA-RESOURCE') return { status: 200, body: compactResource };
        if (type === 'METADATA-CLASS') return 'metadata-class-compact-matrix.xml';
        return 'metadata-table-compact-matrix.xml';
      }
      if (url.pathname === '/rets/Search') {
        return url.searchParams.get('Offset') === '1' ? 'search-compact-decoded-matrix-page1-of-2.xml' : 'search-compact-decoded-matrix-page2-of-2.xml';
      }
      if (url.pathname === '/rets/GetObject') return 'getobject-multipart-location1-spark.txt';
      return { status: 200, body: '<RETS ReplyCode="0" ReplyText="Bye"/>' };
    },
  });
  const capabilities = ['Search', 'GetMetadata', 'GetObject', 'Logout'].map((name) => `${name}=${rets.url}/rets/${name}`).join('\n');
  const login = await startReplayServer({
    answer: () => ({ status: 200, body: `<RETS ReplyCode="0" ReplyText="Operation Success.">\n<RETS-RESPONSE>\n${capabilities}\n</RETS-RESPONSE>\n</RETS>` }),
  });
  servers = [login, rets];
  return { login, rets };
}

const config = (loginUrl: string) => ({ loginUrl, username: 'u', password: 'p', userAgent: 'OpenHouse/1.0' });

describe('RETS client against recorded Matrix replies', () => {
  it('says which field to override when COMPACT metadata names no ModificationTimestamp', async () => {
    const { login } = await startMatrix();
    await expect(createRetsClient(config(`${login.url}/login`)).testConnection()).resolves.toEqual({
      ok: false,
      message: 'The RETS metadata has no ModificationTimestamp field; set one in the field overrides',
    });
  });

  it('syncs the page pair through absolute capability URLs: Offset then the last page, entities decoded, local times read as -05:00', async () => {
    const { login, rets } = await startMatrix();
    const client = createRetsClient({ ...config(`${login.url}/login`), fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' } });
    const pages: TMlsPage[] = [];
    for await (const page of client.replicate({ modifiedSince: '2014-01-01T00:00:00Z', pageSize: 3 })) pages.push(page);
    await client.close();

    const searches = rets.requests.filter((request) => request.url.pathname === '/rets/Search');
    expect(searches.map((request) => request.url.searchParams.get('Offset'))).toEqual(['1', '4']);
    expect(searches[0]?.url.searchParams.get('Class')).toBe('RES');
    expect(searches[0]?.url.searchParams.get('Query')).toBe('(MatrixModifiedDT=2013-12-31T19:00:00+)');
    // The library that recorded the pair reused page 1's rows for page 2: they are not yielded twice.
    expect(pages).toHaveLength(1);
    const listings = pages[0]?.listings ?? [];
    expect(listings).toHaveLength(3);
    expect(listings[0]).toMatchObject({
      listingKey: '2371414',
      modificationTimestamp: '2014-07-29T22:46:37.263Z',
      listPrice: 150000,
      city: 'NAPLES',
      stateOrProvince: 'FL',
      postalCode: '34120',
      listAgentFullName: 'Darrel S Baker',
      listOfficeName: 'Coastal Living Realty Inc',
    });
    const remarks = listings.map((listing) => Object.values(listing.raw).join(' ')).join(' ');
    expect(remarks).toContain("Ladies & Gentlemen's Locker Rooms");
    expect(listings[0]?.media).toHaveLength(41);
    expect(listings[0]?.media[0]).toEqual({ url: 'http://cdn.resize.sparkplatform.com/gcar/1024x768/true/20161216161456298557000000-o.jpg', order: 1 });
    expect(rets.requests.filter((request) => request.url.pathname === '/rets/GetMetadata').every((request) => request.url.searchParams.get('Format') === 'COMPACT')).toBe(true);
    expect(rets.requests.at(-1)?.url.pathname).toBe('/rets/Logout');
  });
});
