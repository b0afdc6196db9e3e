import { getMailSender } from '../../adapters/mail/mail-sender';
import { getDeps } from '../../deps';
import { getSiteOrigin } from '../../platform/env';
import { replyToSupportRequest } from '../../services/support/change-support-request';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { replySupportRequestRoute } from '../route-groups/support.routes';

export const handler = defineHandler(replySupportRequestRoute, async ({ auth, params, body }) =>
  json(await replyToSupportRequest({ ...getDeps(), mail: getMailSender(), siteOrigin: getSiteOrigin() }, auth, params, body)),
);
