import { getDeps } from '../../deps';
import { saveSignInForm } from '../../services/lead-capture/save-sign-in-form';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveSignInFormRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(saveSignInFormRoute, async ({ auth, params, body }) =>
  json(await saveSignInForm(getDeps(), auth, { ...params, questions: body.questions })),
);
