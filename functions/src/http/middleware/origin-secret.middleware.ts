import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/app-error';
import { getHttpEnv } from '../../platform/env';
import { readSecretOnce } from '../../platform/secrets';
import type { TMiddleware } from './request-state';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Behind CloudFront, the API's own endpoint is reachable too: CloudFront adds a secret header to every
 * request it forwards, and a request without it did not come through the site (and could forge the
 * viewer-address header the rate limits read). Off when no secret is configured (the embedded server).
 */
export const originSecretGuard = (): TMiddleware => ({
  before: async (request) => {
    const { ORIGIN_VERIFY_SECRET_ARN: secretArn, ORIGIN_VERIFY_HEADER: header } = getHttpEnv();
    if (!secretArn) return;
    const expected = await readSecretOnce(secretArn);
    const sent = request.event.headers[header] ?? '';
    if (!timingSafeEqual(digest(sent), digest(expected))) throw new AppError('FORBIDDEN', 'Requests must come through the site.');
  },
});
