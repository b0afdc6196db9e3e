import { getDeps } from '../../deps';
import { getOwnSignInForm } from '../../services/lead-capture/get-own-sign-in-form';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { leadRoutes } from '../route-groups/lead.routes';

export const handler = defineHandler(leadRoutes['GET /api/properties/{id}/open-houses/{openHouseId}/sign-in-form'], async ({ auth, params }) =>
  json(await getOwnSignInForm(getDeps(), auth, params)),
);
