import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { hashIp } from '../../platform/ip-hash';
import { requestAccountDeletion } from '../../services/account-data/request-account-deletion';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { clearedSessionCookies } from '../kit/session-cookie';
import { deleteAccountRoute } from '../route-groups/account-data.routes';

export const handler = defineHandler(deleteAccountRoute, async ({ auth, body, sourceIp }) => {
  const result = await requestAccountDeletion({ ...getDeps(), queue: sqsQueueSender }, auth, {
    password: body.password,
    code: body.code,
    ipKey: hashIp(sourceIp),
  });
  return json(result, 202, { cookies: clearedSessionCookies(getHttpEnv().isHttps) });
});
