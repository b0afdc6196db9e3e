import { getDeps } from '../../deps';
import { revokeApiKey } from '../../services/api-keys/revoke-api-key';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { revokeApiKeyRoute } from '../route-groups/api-key.routes';

export const handler = defineHandler(revokeApiKeyRoute, async ({ auth, params }) => {
  await revokeApiKey(getDeps(), auth, params.id);
  return json({ success: true, message: 'API key revoked' });
});
