import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listMessages } from '../../services/messages/list-messages';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/messages'], async ({ auth, query }) => json(await listMessages(getDeps(), auth, query)));
