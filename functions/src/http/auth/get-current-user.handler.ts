import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { toCurrentUser } from '../../services/auth/to-current-user';

export const handler = defineHandler('GET /api/auth/user', async ({ auth }) => json(toCurrentUser(auth)));
