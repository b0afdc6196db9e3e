import { getDeps } from '../../deps';
import { listOwnMlsConfigurations } from '../../services/mls/configurations/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMlsConfigurationsRoute } from '../route-groups/mls.routes';

export const handler = defineHandler(listMlsConfigurationsRoute, async ({ auth }) => json(await listOwnMlsConfigurations(getDeps(), auth)));
