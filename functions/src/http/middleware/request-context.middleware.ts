import { randomUUID } from 'node:crypto';
import { setLogContext } from '../../platform/logger';
import { parseCookies } from '../kit/cookies';
import type { TAppContext, TMiddleware } from './request-state';

/** Gives every invocation a request id, a log context and parsed cookies. */
export const requestContext = (routeKey: string): TMiddleware => ({
  before: (request) => {
    const event = request.event;
    const requestId = event.requestContext?.requestId || randomUUID();
    (request.context as TAppContext).appState = {
      requestId,
      startedAt: performance.now(),
      cookies: parseCookies(event.cookies),
      auth: null,
      body: undefined,
      query: {},
      params: {},
      responseCookies: [],
    };
    setLogContext({ requestId, route: routeKey });
  },
});
