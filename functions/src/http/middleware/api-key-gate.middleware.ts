import type { THttpRoute } from '../../entries/entry-types';
import { forbidden } from '../../platform/app-error';
import { bearerTokenOf } from '../kit/bearer-token';
import type { TMiddleware } from './request-state';

export const ROUTE_TAKES_NO_API_KEY_MESSAGE = 'This route does not accept API keys. The API reference (/api/docs) lists the routes each scope opens.';

/** A keyed call to a route that declares no API scope is a 403, whatever the key (the key is not even read). */
export const apiKeyGate = (route: Pick<THttpRoute, 'apiScope'>): TMiddleware => ({
  before: (request) => {
    if (route.apiScope || bearerTokenOf(request.event.headers) === null) return;
    throw forbidden(ROUTE_TAKES_NO_API_KEY_MESSAGE);
  },
});
