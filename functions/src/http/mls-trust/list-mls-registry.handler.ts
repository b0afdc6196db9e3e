import { getDeps } from '../../deps';
import { listRegisteredMlss } from '../../services/mls-trust/mls-registry';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMlsRegistryRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(listMlsRegistryRoute, async () => json(await listRegisteredMlss(getDeps())));
