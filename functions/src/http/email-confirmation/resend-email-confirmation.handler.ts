import { getDeps } from '../../deps';
import { getMailSender } from '../../adapters/mail/mail-sender';
import { getSiteOrigin } from '../../platform/env';
import { resendEmailConfirmation } from '../../services/mail-trust/resend-email-confirmation';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { resendEmailConfirmationRoute } from '../route-groups/email-confirmation.routes';

export const handler = defineHandler(resendEmailConfirmationRoute, async ({ auth }) =>
  json(await resendEmailConfirmation({ ...getDeps(), mail: getMailSender(), siteOrigin: getSiteOrigin() }, auth), 202),
);
