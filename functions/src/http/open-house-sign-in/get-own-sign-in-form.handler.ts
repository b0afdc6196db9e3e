import { getDeps } from '../../deps';
import { getOwnSignInForm } from '../../services/lead-capture/get-own-sign-in-form';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getOwnSignInFormRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(getOwnSignInFormRoute, async ({ auth, params }) => json(await getOwnSignInForm(getDeps(), auth, params)));
