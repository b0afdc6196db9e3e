import { AppError } from '../../platform/app-error';
import { getHttpEnv } from '../../platform/env';
import { bearerTokenOf } from '../kit/bearer-token';
import type { TMiddleware } from './request-state';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing methods: the Origin must be the site's own, or, where a browser sends
 * no Origin, Sec-Fetch-Site must say same-origin. Non-browser clients must send an Origin, except API calls
 * (`Authorization: Bearer`): those never use the session cookie (session.middleware.ts), so there is no
 * ambient credential for another site to ride.
 */
export const originGuard = (): TMiddleware => ({
  before: (request) => {
    const event = request.event;
    if (SAFE_METHODS.has(event.requestContext.http.method) || bearerTokenOf(event.headers) !== null) return;
    const origin = event.headers.origin;
    const fetchSite = event.headers['sec-fetch-site'];
    const isAllowed = origin ? getHttpEnv().allowedOrigins.includes(origin) : fetchSite === 'same-origin';
    if (!isAllowed) throw new AppError('FORBIDDEN', 'Cross-site request refused: this request must come from the site itself.');
  },
});
