import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listProperties } from '../../services/properties/list-properties';

export const handler = defineHandler('GET /api/properties', async ({ auth, query }) => json(await listProperties(getDeps(), auth, query)));
