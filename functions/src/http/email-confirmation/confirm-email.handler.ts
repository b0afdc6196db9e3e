import { getDeps } from '../../deps';
import { confirmEmail } from '../../services/mail-trust/confirm-email';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmEmailRoute } from '../route-groups/email-confirmation.routes';

export const handler = defineHandler(confirmEmailRoute, async ({ params }) => json(await confirmEmail(getDeps(), { token: params.token })));
