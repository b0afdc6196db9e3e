import { getDeps } from '../../deps';
import { getMailSender } from '../../adapters/mail/mail-sender';
import { getSiteOrigin } from '../../platform/env';
import { hashIp } from '../../platform/ip-hash';
import { requestRemoval } from '../../services/privacy/request-removal';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { requestRemovalRoute } from '../route-groups/privacy.routes';

export const handler = defineHandler(requestRemovalRoute, async ({ body, sourceIp }) =>
  json(await requestRemoval({ ...getDeps(), mail: getMailSender(), siteOrigin: getSiteOrigin() }, { email: body.email, ipKey: hashIp(sourceIp) }), 202),
);
