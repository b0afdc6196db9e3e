import { createHash } from 'node:crypto';
import { mlsClientFactory } from './mls-client-factory';
import { mlsConnectionTesterFactory, type TMlsConnectionTesterFactory } from './mls-connection-tester-factory';
import type { TMlsConnection, TMlsFactoryOptions } from './mls-protocol-factory';
import { startReplayServer, type TReplayServer } from './rets/testing/replay-server';

/** Either factory: a full client is a connection tester too. */
type TMakesTesters = (options: TMlsFactoryOptions) => TMlsConnectionTesterFactory;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let server: TReplayServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Answers the flexmls Login recording on every path: enough to see which protocol a client speaks and with what headers. */
async function firstRequestOf(factory: TMakesTesters, connection: Omit<TMlsConnection, 'providerUrl'>) {
  server = await startReplayServer({ answer: () => 'login-failure-20036.xml' });
  const tester = factory({ requestsPerSecond: 1000 })({ ...connection, providerUrl: `${server.url}/rets2_1/Login` });
  await tester.testConnection();
  return server.requests[0];
}

const flexmls = { provider: 'Flexmls', tokenUrl: null, username: 'bearer', password: 'p', userAgent: 'OpenHouse/1.0' } as const;

// The sync worker's full clients and the Test routes' connection testers pick the protocol alike.
const factories: [string, TMakesTesters][] = [
  ['client', mlsClientFactory],
  ['connection tester', mlsConnectionTesterFactory],
];

describe.each(factories)('the MLS %s factory', (_, factory) => {
  it('speaks RETS to a Flexmls or Matrix configuration whose version is a RETS version, with UA-Authorization when it has a user agent password', async () => {
    const login = await firstRequestOf(factory, { ...flexmls, version: 'RETS/1.7.2', userAgentPassword: 'ua-secret' });
    expect(login?.url.pathname).toBe('/rets2_1/Login');
    expect(login?.headers['rets-version']).toBe('RETS/1.7.2');
    expect(login?.headers['rets-ua-authorization']).toBe(`Digest ${md5(`${md5('OpenHouse/1.0:ua-secret')}:::RETS/1.7.2`)}`);
    await server?.close();

    const matrix = await firstRequestOf(factory, { ...flexmls, provider: 'CoreLogic Matrix', version: 'RETS/1.7.2' });
    expect(matrix?.url.pathname).toBe('/rets2_1/Login');
    expect(matrix?.headers['rets-ua-authorization']).toBeUndefined();
  });

  it('speaks RESO Web API to a Flexmls configuration without a RETS version, as stored before Flexmls spoke RETS', async () => {
    const first = await firstRequestOf(factory, { ...flexmls, version: null, userAgentPassword: 'ua-secret' });
    expect(first?.url.pathname).toBe('/rets2_1/Login/$metadata');
    expect(first?.headers.authorization).toBe('Bearer p');
    expect(first?.headers['rets-version']).toBeUndefined();
  });
});
