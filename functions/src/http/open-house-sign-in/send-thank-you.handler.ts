import { getMailSender } from '../../adapters/mail/mail-sender';
import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { sendThankYou } from '../../services/lead-capture/send-thank-you';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { sendThankYouRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(sendThankYouRoute, async ({ auth, params }) =>
  json(await sendThankYou({ ...getDeps(), mail: getMailSender() }, auth, { ...params, siteOrigin: getHttpEnv().SITE_ORIGIN })),
);
