import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getAccount } from '../../services/account/get-account';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/account'], async ({ auth }) => json(await getAccount(getDeps(), auth)));
