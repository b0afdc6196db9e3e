import { AppError } from '../../platform/app-error';
import { getHttpEnv } from '../../platform/env';
import type { TMiddleware } from './request-state';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing methods: the Origin must be the site's own, or, where a browser sends
 * no Origin, Sec-Fetch-Site must say same-origin. Non-browser clients must send an Origin.
 */
export const originGuard = (): TMiddleware => ({
  before: (request) => {
    const event = request.event;
    if (SAFE_METHODS.has(event.requestContext.http.method)) return;
    const origin = event.headers.origin;
    const fetchSite = event.headers['sec-fetch-site'];
    const isAllowed = origin ? getHttpEnv().allowedOrigins.includes(origin) : fetchSite === 'same-origin';
    if (!isAllowed) throw new AppError('FORBIDDEN', 'Cross-site request refused: this request must come from the site itself.');
  },
});
