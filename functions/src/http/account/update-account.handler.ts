import { getDeps } from '../../deps';
import { getMailSender } from '../../adapters/mail/mail-sender';
import { getSiteOrigin } from '../../platform/env';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { updateAccount } from '../../services/account/update-account';
import { updateAccountRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(updateAccountRoute, async ({ auth, body, sourceIp }) =>
  json(await updateAccount({ ...getDeps(), mail: getMailSender(), siteOrigin: getSiteOrigin() }, auth, { ...body, ipKey: hashIp(sourceIp) })),
);
