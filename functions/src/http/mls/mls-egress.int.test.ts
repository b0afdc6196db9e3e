import { inject } from 'vitest';
import { signUpActiveAgent } from '../../../test/accounts';
import type { createApiClient } from '../../../test/http-client';
import { createMlsConfiguration } from '../../../test/mls';
import { startLoopbackServer, type TLoopbackServer } from '../../../test/loopback-server';

type TClient = ReturnType<typeof createApiClient>;
type TTest = { success: boolean; message: string };

/** A stand-in "public" MLS on loopback (the local switch lets the runtime reach it) that misbehaves on purpose. */
let remote: TLoopbackServer;
let base = '';

beforeAll(async () => {
  const dynamoDbPort = new URL(inject('dynamoDbEndpoint')).port;
  remote = await startLoopbackServer((request, response) => {
    if (request.url?.startsWith('/to-dynamodb')) return void response.writeHead(302, { location: `http://[::ffff:127.0.0.1]:${dynamoDbPort}/` }).end();
    if (request.url?.startsWith('/to-metadata')) return void response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url?.startsWith('/busy'))
      return void response.writeHead(503, { 'retry-after': '120', 'content-type': 'text/plain' }).end('secret internal detail');
    response.writeHead(404).end();
  });
  base = remote.base;
});

afterAll(() => remote.close());

const bearer = (providerUrl: string) => ({ mlsProvider: 'Other', providerUrl, username: 'bearer', password: 'token-1234', agentMlsId: 'EGRESS-1' });
const rets = (providerUrl: string) => ({ mlsProvider: 'RETS Standard', providerUrl, username: 'agent', password: 'secret', agentMlsId: 'EGRESS-1' });

async function testOf(agent: TClient, body: Record<string, unknown>): Promise<TTest> {
  const id = await createMlsConfiguration(agent, body);
  const response = await agent.post<TTest>(`/api/mls/configurations/${id}/test`);
  expect(response.status).toBe(200);
  return response.body;
}

describe('Test connection under the egress rule', () => {
  let agent: TClient;

  beforeAll(async () => {
    agent = (await signUpActiveAgent()).client;
  });

  it('refuses a provider URL whose # would let the caller choose the whole path (here: the embedded DynamoDB) at save, before any connection', async () => {
    for (const path of ['/api/mls/configurations', '/api/mls/configurations/test']) {
      const refused = await agent.post<{ errors: { path: string }[] }>(path, bearer(`${inject('dynamoDbEndpoint')}/#`));
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((error) => error.path)).toEqual(['providerUrl']);
    }
  });

  it('refuses the metadata service and private addresses before connecting', async () => {
    expect(await testOf(agent, bearer('http://169.254.169.254/latest/meta-data/'))).toEqual({
      success: false,
      message: 'The address of the MLS server is not allowed: Use a public address, not one inside a private network (link-local)',
    });
    expect((await testOf(agent, bearer('https://[::ffff:a9fe:a9fe]/odata'))).message).toContain('(link-local)');
  });

  it('follows a redirect only through the same checks: to DynamoDB in IPv6 dress, or to the metadata service, it is refused', async () => {
    const toDynamo = await testOf(agent, bearer(`${base}/to-dynamodb`));
    expect(toDynamo).toEqual({
      success: false,
      message: 'The address of the MLS server is not allowed: Use a public address, not one inside a private network (loopback)',
    });
    const toMetadata = await testOf(agent, rets(`${base}/to-metadata/rets/Login`));
    expect(toMetadata.message).toContain('(link-local)');
  });

  it('answers an unreachable server at once, in our words: a closed port, or a 503 asking to wait two minutes', async () => {
    expect(await testOf(agent, rets('http://127.0.0.1:9/rets/Login'))).toEqual({ success: false, message: 'Could not reach the MLS server at 127.0.0.1:9' });
    expect(await testOf(agent, bearer('http://127.0.0.1:9/odata'))).toEqual({ success: false, message: 'Could not reach the MLS server at 127.0.0.1:9' });
    // A client id and secret: the token is asked of the MLS the person typed, and the failure names it.
    expect(await testOf(agent, { ...bearer('http://127.0.0.1:9/odata'), username: 'client-id' })).toEqual({
      success: false,
      message: 'Could not sign in to the MLS at 127.0.0.1:9: the host could not be reached',
    });
    const busy = await testOf(agent, bearer(`${base}/busy`));
    expect(busy).toEqual({ success: false, message: 'The MLS server answered 503 (it is unavailable for now)' });
    expect(busy.message).not.toContain('secret internal detail');
  });
});
