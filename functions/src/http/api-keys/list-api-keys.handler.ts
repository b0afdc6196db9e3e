import { getDeps } from '../../deps';
import { listApiKeys } from '../../services/api-keys/list-api-keys';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listApiKeysRoute } from '../route-groups/api-key.routes';

export const handler = defineHandler(listApiKeysRoute, async ({ auth }) => json(await listApiKeys(getDeps(), auth)));
