import { getDeps } from '../../deps';
import { hashIp } from '../../platform/ip-hash';
import { liftOwnMailSuppression } from '../../services/mail-trust/lift-own-mail-suppression';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { liftMailSuppressionRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(liftMailSuppressionRoute, async ({ auth, body, sourceIp }) =>
  json(await liftOwnMailSuppression(getDeps(), auth, { ...body, ipKey: hashIp(sourceIp) })),
);
