import { ZPlaceSuggestQuerySchema, ZPlaceSuggestResponseSchema } from '@shared/schemas/place.schema';
import { GAZETTEER_DATA_FILE } from '../../services/places/gazetteer-data';
import type { THttpRoute } from '../../entries/entry-types';

/** Location search. */
export const suggestPlacesRoute = {
  method: 'GET',
  path: '/api/places/suggest',
  handler: 'http/places/suggest-places',
  access: 'public',
  resources: ['table:read'],
  summary:
    'Up to 8 places for a typed prefix: cities (by population), counties and ZIP codes from an offline gazetteer, and our public listings by street (one Query on the street index), each with its center and box',
  tags: ['Map'],
  query: ZPlaceSuggestQuerySchema,
  response: ZPlaceSuggestResponseSchema,
  dataFiles: [GAZETTEER_DATA_FILE],
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const placeRoutes = {
  'GET /api/places/suggest': suggestPlacesRoute,
} as const satisfies Record<string, THttpRoute>;
