import { createHash } from 'node:crypto';
import { mlsClientFactory, type TMlsConnection } from './mls-client-factory';
import { startReplayServer, type TReplayServer } from './rets/testing/replay-server';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let server: TReplayServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Answers the flexmls Login recording on every path: enough to see which protocol a client speaks and with what headers. */
async function firstRequestOf(connection: Omit<TMlsConnection, 'providerUrl'>) {
  server = await startReplayServer({ answer: () => 'login-failure-20036.xml' });
  const client = mlsClientFactory({ requestsPerSecond: 1000 })({ ...connection, providerUrl: `${server.url}/rets2_1/Login` });
  await client.testConnection();
  return server.requests[0];
}

const flexmls = { provider: 'Flexmls', tokenUrl: null, username: 'bearer', password: 'p', userAgent: 'OpenHouse/1.0' } as const;

describe('the MLS client factory', () => {
  it('speaks RETS to a Flexmls or Matrix configuration whose version is a RETS version, with UA-Authorization when it has a user agent password', async () => {
    const login = await firstRequestOf({ ...flexmls, version: 'RETS/1.7.2', userAgentPassword: 'ua-secret' });
    expect(login?.url.pathname).toBe('/rets2_1/Login');
    expect(login?.headers['rets-version']).toBe('RETS/1.7.2');
    expect(login?.headers['rets-ua-authorization']).toBe(`Digest ${md5(`${md5('OpenHouse/1.0:ua-secret')}:::RETS/1.7.2`)}`);
    await server?.close();

    const matrix = await firstRequestOf({ ...flexmls, provider: 'CoreLogic Matrix', version: 'RETS/1.7.2' });
    expect(matrix?.url.pathname).toBe('/rets2_1/Login');
    expect(matrix?.headers['rets-ua-authorization']).toBeUndefined();
  });

  it('speaks RESO Web API to a Flexmls configuration without a RETS version, as stored before Flexmls spoke RETS', async () => {
    const first = await firstRequestOf({ ...flexmls, version: null, userAgentPassword: 'ua-secret' });
    expect(first?.url.pathname).toBe('/rets2_1/Login/$metadata');
    expect(first?.headers.authorization).toBe('Bearer p');
    expect(first?.headers['rets-version']).toBeUndefined();
  });
});
