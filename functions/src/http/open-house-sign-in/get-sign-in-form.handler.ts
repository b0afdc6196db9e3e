import { getDeps } from '../../deps';
import { getSignInFormForVisitor } from '../../services/lead-capture/get-sign-in-form';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getSignInFormRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(getSignInFormRoute, async ({ actor, params }) => json(await getSignInFormForVisitor(getDeps(), actor, params)));
