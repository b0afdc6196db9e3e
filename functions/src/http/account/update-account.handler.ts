import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { updateAccount } from '../../services/account/update-account';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['PUT /api/account'], async ({ auth, body }) => json(await updateAccount(getDeps(), auth, body)));
