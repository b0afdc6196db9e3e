import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateMessage } from '../../services/messages/update-message';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['PATCH /api/messages/{id}'], async ({ auth, params, body }) => json(await updateMessage(getDeps(), auth, { id: params.id, ...body })));
