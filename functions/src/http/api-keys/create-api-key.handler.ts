import { getDeps } from '../../deps';
import { createApiKey } from '../../services/api-keys/create-api-key';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createApiKeyRoute } from '../route-groups/api-key.routes';

export const handler = defineHandler(createApiKeyRoute, async ({ auth, body }) => json(await createApiKey(getDeps(), auth, body), 201));
