import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getCurrentUser } from '../../services/auth/get-current-user';
import { getCurrentUserRoute } from '../route-groups/site.routes';

export const handler = defineHandler(getCurrentUserRoute, async ({ auth }) => json(await getCurrentUser(getDeps(), auth)));
