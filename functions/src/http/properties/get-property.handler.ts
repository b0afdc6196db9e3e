import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { getProperty } from '../../services/properties/get-property';
import { getPropertyRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(getPropertyRoute, async ({ actor, params, sourceIp, userAgent }) =>
  json(await getProperty(getDeps(), { id: params.id, auth: actor, viewer: { ipHash: hashIp(sourceIp), userAgent } })),
);
