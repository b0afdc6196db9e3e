import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { hashIp } from '../../platform/ip-hash';
import { getProperty } from '../../services/properties/get-property';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/properties/{id}'], async ({ auth, params, sourceIp, userAgent }) =>
  json(await getProperty(getDeps(), { id: params.id, auth, viewer: { ipHash: hashIp(sourceIp), userAgent } })),
);
