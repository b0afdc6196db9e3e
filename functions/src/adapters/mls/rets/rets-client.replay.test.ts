import { createHash } from 'node:crypto';
import type { TMlsPage } from '../mls-client';
import { createRetsClient, type TRetsClientConfig } from './rets-client';
import { startReplayServer, type TReplayAnswer, type TReplayServer } from './testing/replay-server';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const user = { username: 'demo', password: 's3cret', realm: 'rets@flexmls' };

/** The flexmls demo server as recorded: relative capability URLs under /rets2_1, STANDARD-XML metadata. */
function flexmlsAnswer(search: (url: URL) => TReplayAnswer, getObject: TReplayAnswer = 'getobject-location1-single-flexmls.txt') {
  return (url: URL): TReplayAnswer => {
    const type = url.searchParams.get('Type');
    switch (url.pathname) {
      case '/rets2_1/Login':
        return 'login-success-flexmls-1.7.2.xml';
      case '/rets2_1/GetMetadata':
        if (type === 'METADATA-SYSTEM') return 'metadata-system-standard-xml-flexmls.xml';
        if (type === 'METADATA-RESOURCE') return 'metadata-resource-standard-xml-flexmls.xml';
        if (type === 'METADATA-CLASS') return 'metadata-class-standard-xml-flexmls.xml';
        return 'metadata-table-standard-xml-flexmls-class-A.xml';
      case '/rets2_1/Search':
        return search(url);
      case '/rets2_1/GetObject':
        return getObject;
      case '/rets2_1/Logout':
        return 'logout-success-flexmls.xml';
      default:
        return { status: 404, body: 'not found' };
    }
  };
}

const flexmlsConfig = (server: TReplayServer, extra: Partial<TRetsClientConfig> = {}): TRetsClientConfig => ({
  loginUrl: `${server.url}/rets2_1/Login`,
  username: user.username,
  password: user.password,
  userAgent: 'OpenHouse/1.0',
  metadataFormat: 'STANDARD-XML',
  // The recordings hold no OpenHouse metadata; one test below turns this on.
  readOpenHouses: false,
  // Pacing has tests of its own (rets-client.pacing.test.ts).
  requestsPerSecond: 1000,
  ...extra,
});

async function collect(pages: AsyncIterable<TMlsPage>): Promise<TMlsPage[]> {
  const all: TMlsPage[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

const servers: TReplayServer[] = [];
async function replay(options: Parameters<typeof startReplayServer>[0]): Promise<TReplayServer> {
  const server = await startReplayServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('RETS client against recorded flexmls replies', () => {
  it('logs in with Digest, sends the RETS headers and UA-Authorization, keeps the session cookie, and reads metadata', async () => {
    const server = await replay({ digest: user, answer: flexmlsAnswer(() => 'search-no-records-20201.xml') });
    const client = createRetsClient(flexmlsConfig(server, { userAgentPassword: 'ua-secret' }));
    await expect(client.testConnection()).resolves.toEqual({
      ok: true,
      message: 'Success (RETS server demomls, listings in Property:A, no open houses)',
      // The agent code of flexmls's `User=demomls,MASTER,4,20000426143505724628000000`.
      loggedInMemberId: '20000426143505724628000000',
    });
    const [challenged, login, system] = server.requests;
    expect(challenged?.headers.authorization).toBeUndefined();
    expect(login?.headers.authorization).toMatch(/^Digest username="demo", realm="rets@flexmls".*qop=auth, nc=00000001, cnonce="[0-9a-f]+", opaque="op4que"/);
    expect(system?.headers.authorization).toContain('nc=00000002');
    expect(login?.headers['rets-version']).toBe('RETS/1.7.2');
    expect(login?.headers['user-agent']).toBe('OpenHouse/1.0');
    expect(login?.headers['rets-ua-authorization']).toBe(`Digest ${md5(`${md5('OpenHouse/1.0:ua-secret')}:::RETS/1.7.2`)}`);
    expect(system?.url.searchParams.get('Format')).toBe('STANDARD-XML');
    expect(system?.headers.cookie).toBe('JSESSIONID=97E33745AA70551F2422EBAFAFD4CE99.rets3');
    expect(server.requests.map((request) => request.url.searchParams.get('ID'))).toEqual([null, null, '0', '0', 'Property', 'Property:A']);
    await expect(client.logout()).resolves.toEqual({ replyCode: 0, replyText: 'Logout Successful', signOffMessage: 'Good Bye' });
    expect(server.requests.at(-1)?.url.pathname).toBe('/rets2_1/Logout');
  });

  it('reports a Logout answered with a non-zero reply code, and sends Logout only once', async () => {
    const answer = flexmlsAnswer(() => 'search-no-records-20201.xml');
    const notLoggedIn = { status: 200, body: '<RETS ReplyCode="20037" ReplyText="Not logged in"/>' };
    const server = await replay({ digest: user, answer: (url) => (url.pathname === '/rets2_1/Logout' ? notLoggedIn : answer(url)) });
    const client = createRetsClient(flexmlsConfig(server));
    await client.testConnection();
    await expect(client.close()).rejects.toThrow('RETS Logout failed: 20037 Not logged in');
    await expect(client.logout()).resolves.toBeNull();
    expect(server.requests.filter((request) => request.url.pathname === '/rets2_1/Logout')).toHaveLength(1);
  });

  it('searches with DMQL2 in the server time zone, COMPACT-DECODED, Count, Limit and Offset; 20201 is an empty result', async () => {
    const server = await replay({ digest: user, answer: flexmlsAnswer(() => 'search-no-records-20201.xml') });
    const client = createRetsClient(flexmlsConfig(server));
    const pages = await collect(client.replicate({ modifiedSince: '2024-01-01T05:00:00.750Z', pageSize: 100 }));
    expect(pages).toEqual([]);
    const search = server.requests.find((request) => request.url.pathname === '/rets2_1/Search')?.url.searchParams;
    expect(Object.fromEntries(search ?? [])).toMatchObject({
      SearchType: 'Property',
      Class: 'A',
      QueryType: 'DMQL2',
      Query: '(LIST_87=2024-01-01T00:00:00+)',
      Format: 'COMPACT-DECODED',
      Count: '1',
      Limit: '100',
      Offset: '1',
    });
  });

  it('follows MAXROWS to the next Offset, reports rows it cannot key by time, and reads photo URLs per listing', async () => {
    const server = await replay({
      digest: user,
      answer: flexmlsAnswer((url) =>
        url.searchParams.get('Offset') === '1' ? 'search-compact-decoded-flexmls-9cols-3rows-maxrows.xml' : 'search-no-records-20201.xml',
      ),
    });
    // The recording selected 9 columns without the timestamp: its ListDate (LIST_10) stands in for it.
    const client = createRetsClient(flexmlsConfig(server, { fieldOverrides: { ModificationTimestamp: 'LIST_10' } }));
    const pages = await collect(client.replicate({ modifiedSince: null, pageSize: 3 }));
    const offsets = server.requests.filter((request) => request.url.pathname === '/rets2_1/Search').map((request) => request.url.searchParams.get('Offset'));
    expect(offsets).toEqual(['1', '4']);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.totalCount).toBe(9057);
    expect(page?.listings.map((listing) => listing.listingKey)).toEqual([
      '20111220223408848362000000',
      '20081003152306903177000000',
      '20081216155101459601000000',
    ]);
    expect(page?.listings[0]).toMatchObject({
      modificationTimestamp: '2011-12-03T05:00:00.000Z',
      standardStatus: 'Expired',
      listPrice: 185000,
      media: [{ url: 'http://cdn.photos.flexmls.com/demomls/20140430153341745985000000.jpg', order: 1 }],
      raw: { LIST_30: '', LIST_105: '11-73' },
    });
    const objectIds = server.requests.filter((request) => request.url.pathname === '/rets2_1/GetObject').map((request) => request.url.searchParams.get('ID'));
    // Content-ID 00-1669 names none of the three keys, so the batch is asked again key by key.
    expect(objectIds).toEqual([
      '20111220223408848362000000:*,20081003152306903177000000:*,20081216155101459601000000:*',
      '20111220223408848362000000:*',
      '20081003152306903177000000:*',
      '20081216155101459601000000:*',
    ]);
    expect(server.requests.find((request) => request.url.pathname === '/rets2_1/GetObject')?.url.searchParams.get('Location')).toBe('1');
  });

  it('leaves photos out, without failing, when GetObject sends bytes instead of Locations', async () => {
    const server = await replay({
      digest: user,
      answer: flexmlsAnswer(
        (url) => (url.searchParams.get('Offset') === '1' ? 'search-compact-decoded-flexmls-9cols-3rows-maxrows.xml' : 'search-no-records-20201.xml'),
        'getobject-multipart-binary-jpeg-flexmls.txt',
      ),
    });
    const client = createRetsClient(flexmlsConfig(server, { fieldOverrides: { ModificationTimestamp: 'LIST_10' } }));
    const pages = await collect(client.replicate({ modifiedSince: null, pageSize: 3 }));
    expect(pages[0]?.listings).toHaveLength(3);
    expect(pages[0]?.listings.every((listing) => listing.media.length === 0)).toBe(true);
  });

  it('pages on when COUNT is absent and the page is full, and lists rows without a timestamp as rejected', async () => {
    const server = await replay({
      digest: user,
      answer: flexmlsAnswer((url) => (url.searchParams.get('Offset') === '1' ? 'search-compact-decoded-flexmls-no-count.xml' : 'search-no-records-20201.xml')),
    });
    const client = createRetsClient(flexmlsConfig(server));
    const pages = await collect(client.replicate({ modifiedSince: null, pageSize: 15 }));
    const offsets = server.requests.filter((request) => request.url.pathname === '/rets2_1/Search').map((request) => request.url.searchParams.get('Offset'));
    expect(offsets).toEqual(['1', '16']);
    expect(pages[0]?.totalCount).toBeNull();
    expect(pages[0]?.listings).toEqual([]);
    expect(pages[0]?.rejected).toHaveLength(15);
    expect(pages[0]?.rejected?.[0]).toEqual({ listingKey: '20140904164308260560000000', reason: 'The record has no LIST_87 (ModificationTimestamp)' });
  });

  it('reports 20203 as a readable error, not as a refused Offset', async () => {
    const server = await replay({ digest: user, answer: flexmlsAnswer(() => 'search-error-20203-invalid-class-flexmls.xml') });
    const client = createRetsClient(flexmlsConfig(server));
    await expect(collect(client.replicate({ modifiedSince: null, pageSize: 10 }))).rejects.toThrow(
      'RETS Search failed: 20203 RETS Server: Specified Class (Z) is not valid. See: https://www.flexmls.com/rets/e/19',
    );
  });

  it('answers Test with the server message when login fails: 20036, a wrong password, an HTML bot challenge', async () => {
    const refused = await replay({ answer: () => 'login-failure-20036.xml' });
    await expect(createRetsClient(flexmlsConfig(refused)).testConnection()).resolves.toEqual({
      ok: false,
      message: 'RETS Login failed: 20036 Miscellaneous Server Error',
    });
    const digest = await replay({ digest: user, answer: flexmlsAnswer(() => 'search-no-records-20201.xml') });
    await expect(createRetsClient(flexmlsConfig(digest, { password: 'wrong' })).testConnection()).resolves.toEqual({
      ok: false,
      message: 'The MLS server refused the username or password (HTTP 401)',
    });
    const challenge = await replay({ answer: () => 'logout-html-bot-challenge.html' });
    const result = await createRetsClient(flexmlsConfig(challenge)).testConnection();
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/answered with an HTML page .* instead of RETS XML/) });
  });

  it('still syncs listings when the OpenHouse metadata answers with a RETS error', async () => {
    const answer = flexmlsAnswer(() => 'search-no-records-20201.xml');
    const server = await replay({
      digest: user,
      answer: (url) => (url.searchParams.get('ID')?.startsWith('OpenHouse') ? 'error-20514-self-closing.xml' : answer(url)),
    });
    await expect(createRetsClient(flexmlsConfig(server, { readOpenHouses: true })).testConnection()).resolves.toEqual({
      ok: true,
      message: 'Success (RETS server demomls, listings in Property:A, no open houses)',
      loggedInMemberId: '20000426143505724628000000',
    });
    expect(server.requests.map((request) => request.url.searchParams.get('ID'))).toContain('OpenHouse');
  });

  it('answers a new Digest challenge when the server rotates its nonce mid-session', async () => {
    const server = await replay({ digest: user, nonceLifetime: 3, answer: flexmlsAnswer(() => 'search-no-records-20201.xml') });
    await expect(createRetsClient(flexmlsConfig(server)).testConnection()).resolves.toMatchObject({ ok: true });
    const nonces = server.requests.map((request) => /nonce="([^"]+)"/.exec(request.headers.authorization ?? '')?.[1]).filter(Boolean);
    expect(new Set(nonces).size).toBeGreaterThanOrEqual(2);
    expect(nonces.at(-1)).not.toBe('replay-nonce-0');
  });

  it('logs in with Basic when that is what the server asks for', async () => {
    const server = await replay({ basic: user, answer: flexmlsAnswer(() => 'search-no-records-20201.xml') });
    await expect(createRetsClient(flexmlsConfig(server)).testConnection()).resolves.toMatchObject({ ok: true });
    expect(server.requests[1]?.headers.authorization).toBe(`Basic ${Buffer.from('demo:s3cret').toString('base64')}`);
  });

  it.each([
    ['logout-tarasoft-plain-text-body.xml', { replyCode: 0, replyText: 'Operation Success.', signOffMessage: null }],
    ['logout-html-bot-challenge.html', { replyCode: null, replyText: expect.stringContaining('<html>'), signOffMessage: null }],
  ])('ends the session when Logout answers %s', async (logoutReply, expected) => {
    const answer = flexmlsAnswer(() => 'search-no-records-20201.xml');
    const server = await replay({ answer: (url) => (url.pathname === '/rets2_1/Logout' ? logoutReply : answer(url)) });
    const client = createRetsClient(flexmlsConfig(server));
    await client.testConnection();
    await expect(client.logout()).resolves.toEqual(expected);
    expect(server.requests.at(-1)?.url.pathname).toBe('/rets2_1/Logout');
    await client.close();
    expect(server.requests.filter((request) => request.url.pathname === '/rets2_1/Logout')).toHaveLength(1);
  });
});
