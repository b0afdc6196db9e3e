import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateMessage } from '../../services/messages/update-message';
import { updateMessageRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(updateMessageRoute, async ({ auth, params, body }) =>
  json(await updateMessage(getDeps(), auth, { id: params.id, ...body })),
);
