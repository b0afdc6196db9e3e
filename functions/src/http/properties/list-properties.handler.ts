import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listProperties } from '../../services/properties/list-properties';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/properties'], async ({ auth, query }) => json(await listProperties(getDeps(), auth, query)));
