import { getDeps } from '../../deps';
import { listOwnMlsSyncLogs } from '../../services/mls/configurations/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMlsSyncLogsRoute } from '../route-groups/mls.routes';

export const handler = defineHandler(listMlsSyncLogsRoute, async ({ auth, params }) => json(await listOwnMlsSyncLogs(getDeps(), auth, { id: params.id })));
