import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { suggestPlaces } from '../../services/places/suggest-places';
import { suggestPlacesRoute } from '../route-groups/place.routes';

export const handler = defineHandler(suggestPlacesRoute, async ({ query }) => json(await suggestPlaces(getDeps(), query)));
