import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { suggestPlaces } from '../../services/places/suggest-places';
import { placeRoutes } from '../route-groups/place.routes';

export const handler = defineHandler(placeRoutes['GET /api/places/suggest'], async ({ query }) => json(await suggestPlaces(getDeps(), query)));
