import { getDeps } from '../../deps';
import { updateRegisteredMls } from '../../services/mls-trust/mls-registry';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateMlsRegistryEntryRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(updateMlsRegistryEntryRoute, async ({ params, body }) =>
  json(await updateRegisteredMls(getDeps(), { id: params.id, ...body })),
);
