import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { hashIp } from '../../platform/ip-hash';
import { updateAccount } from '../../services/account/update-account';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['PUT /api/account'], async ({ auth, body, sourceIp }) =>
  json(await updateAccount(getDeps(), auth, { ...body, ipKey: hashIp(sourceIp) })),
);
