import type { TMlsPage } from '../mls-client';
import { mlsClientFactory } from '../mls-client-factory';
import { createRetsClient } from './rets-client';
import { startMatrixReplay, type TMatrixReplay } from './testing/matrix-replay';

let replay: TMatrixReplay | null = null;
afterEach(async () => {
  await replay?.close();
  replay = null;
});

async function startMatrix(): Promise<TMatrixReplay> {
  replay = await startMatrixReplay();
  return replay;
}

const config = (loginUrl: string) => ({ loginUrl, username: 'u', password: 'p', userAgent: 'OpenHouse/1.0', requestsPerSecond: 1000 });

describe('RETS client against recorded Matrix replies', () => {
  it('says which field to override when COMPACT metadata names no ModificationTimestamp', async () => {
    const { loginUrl } = await startMatrix();
    await expect(createRetsClient(config(loginUrl)).testConnection()).resolves.toEqual({
      ok: false,
      message: 'The RETS metadata of Property:RES has no ModificationTimestamp field; set ModificationTimestamp under Field overrides in the configuration',
    });
  });

  it('syncs the page pair through absolute capability URLs: Offset then the last page, entities decoded, local times read as -05:00', async () => {
    const { loginUrl, rets } = await startMatrix();
    const client = createRetsClient({ ...config(loginUrl), fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' } });
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
    expect(
      rets.requests.filter((request) => request.url.pathname === '/rets/GetMetadata').every((request) => request.url.searchParams.get('Format') === 'COMPACT'),
    ).toBe(true);
    expect(rets.requests.at(-1)?.url.pathname).toBe('/rets/Logout');
  });

  it("takes a configuration's resource, class and field overrides through the client factory", async () => {
    const { loginUrl, rets } = await startMatrix();
    const connect = mlsClientFactory({ requestsPerSecond: 1000 });
    const connection = {
      provider: 'RETS Standard',
      providerUrl: loginUrl,
      tokenUrl: null,
      username: 'u',
      password: 'p',
      userAgent: 'OpenHouse/1.0',
      version: null,
    } as const;
    const client = connect({
      ...connection,
      retsSchema: { resource: 'Property', className: 'RES', fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' } },
    });
    await expect(client.testConnection()).resolves.toMatchObject({ ok: true, message: expect.stringContaining('listings in Property:RES') });
    await client.close();
    const wrong = connect({ ...connection, retsSchema: { resource: null, className: null, fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDate' } } });
    await expect(wrong.testConnection()).resolves.toEqual({
      ok: false,
      message:
        'The field override ModificationTimestamp → MatrixModifiedDate names no field of Property:RES in the RETS metadata; correct ModificationTimestamp under Field overrides in the configuration',
    });
    expect(rets.requests.some((request) => request.url.pathname === '/rets/Search')).toBe(false);
  });
});
