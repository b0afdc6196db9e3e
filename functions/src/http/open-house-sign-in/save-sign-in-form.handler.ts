import { getDeps } from '../../deps';
import { saveSignInForm } from '../../services/lead-capture/save-sign-in-form';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { leadRoutes } from '../route-groups/lead.routes';

export const handler = defineHandler(leadRoutes['PUT /api/properties/{id}/open-houses/{openHouseId}/sign-in-form'], async ({ auth, params, body }) =>
  json(await saveSignInForm(getDeps(), auth, { ...params, questions: body.questions })),
);
