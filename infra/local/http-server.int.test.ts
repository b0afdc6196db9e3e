import { inject } from 'vitest';
import { request as httpRequest } from 'node:http';

const baseUrl = new URL(inject('apiBaseUrl'));

/** Sends a path exactly as written. */
function statusOf(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: baseUrl.hostname, port: baseUrl.port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the embedded runtime and malformed paths', () => {
  it.each(['/%E0%A4%A', '/photos/%E0%A4%A', '/photos/listings/%C0%AF', '/api/properties/%E0%A4%A', '/api/%', '/dev/outbox/%FF', '/%%%'])(
    'answers 400 to %s and stays up',
    async (path) => {
      expect(await statusOf(path)).toBe(400);
      expect(await statusOf('/api/auth/user')).toBe(401);
    },
  );
});
