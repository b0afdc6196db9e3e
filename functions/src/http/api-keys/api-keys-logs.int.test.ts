import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { putOnPlan, signUpActiveAgent } from '../../../test/accounts';
import { createKey } from '../../../test/api-keys';

/** A keyed API Gateway event for GET /api/leads, as the cloud hands it to the function. */
const keyedEvent = (key: string): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'GET /api/leads',
    rawPath: '/api/leads',
    rawQueryString: '',
    headers: { authorization: `Bearer ${key}`, 'user-agent': 'integration-test' },
    requestContext: {
      requestId: `req-${Math.random()}`,
      http: { method: 'GET', path: '/api/leads', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'integration-test' },
    },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

beforeAll(() => {
  // The handler runs in this process, logging everything it can.
  Object.assign(process.env, inject('handlerEnv'), { LOG_LEVEL: 'debug' });
});

describe('API keys and the logs', () => {
  it('never writes a key to the logs, whether the call succeeds or is refused', async () => {
    const broker = await signUpActiveAgent('BROKER');
    await putOnPlan(broker.userId, 'team_annual');
    const { key, secret } = await createKey(broker.client, ['leads:read']);
    const { handler } = await import('../leads/list-pipeline-leads.handler');
    const written: string[] = [];
    const capture = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    let results: APIGatewayProxyStructuredResultV2[];
    try {
      const context = { functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
      results = [await handler(keyedEvent(secret), context), await handler(keyedEvent(`${secret.slice(0, -1)}x`), context)];
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(results.map((result) => result.statusCode)).toEqual([200, 401]);
    const logs = written.join('');
    // The refused call was logged, so the check below reads real lines.
    expect(logs).toContain('"status":401');
    expect(logs).not.toContain(secret.slice(-43));
    expect(logs).not.toContain(`${secret.slice(-43, -1)}x`);
    expect(key.id).toMatch(/^[0-9a-f]{16}$/);
  });
});
