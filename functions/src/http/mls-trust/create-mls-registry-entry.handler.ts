import { getDeps } from '../../deps';
import { registerMls } from '../../services/mls-trust/mls-registry';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createMlsRegistryEntryRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(createMlsRegistryEntryRoute, async ({ body }) => json(await registerMls(getDeps(), body), 201));
