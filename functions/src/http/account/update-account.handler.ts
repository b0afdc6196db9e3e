import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { updateAccount } from '../../services/account/update-account';
import { updateAccountRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(updateAccountRoute, async ({ auth, body, sourceIp }) =>
  json(await updateAccount(getDeps(), auth, { ...body, ipKey: hashIp(sourceIp) })),
);
