import { buildApp } from 'fauxqs';
import type { TRunningService } from './dynamodb-local';

/**
 * fauxqs: an SQS-compatible server, bound to loopback only (its own start helper binds every interface).
 * It keeps messages in memory; background jobs write their outcome to DynamoDB, so a restart loses at
 * most work still waiting in the queue.
 */
export async function startSqsLocal(options: { port: number }): Promise<TRunningService> {
  const app = buildApp({ logger: false, host: `127.0.0.1:${options.port}` });
  await app.listen({ port: options.port, host: '127.0.0.1' });
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => app.close() };
}
