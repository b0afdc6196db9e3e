import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listProperties } from '../../services/properties/list-properties';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/properties'], async ({ actor, query }) => json(await listProperties(getDeps(), actor, query)));
