import { startMlsSync } from '../../services/mls/sync/start-mls-sync';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { startMlsSyncRoute } from '../route-groups/mls.routes';
import { getMlsSyncStartDeps } from './mls-sync-start-deps';

export const handler = defineHandler(startMlsSyncRoute, async ({ auth, params, body }) =>
  json(await startMlsSync(getMlsSyncStartDeps(), auth, { id: params.id, syncType: body.syncType }), 202),
);
