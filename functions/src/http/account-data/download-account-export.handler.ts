import { readPrivateObject } from '../../adapters/photos/private-objects';
import { getDeps } from '../../deps';
import { downloadAccountExport } from '../../services/account-data/download-account-export';
import { defineHandler } from '../define-handler';
import { downloadAccountExportRoute } from '../route-groups/account-data.routes';

export const handler = defineHandler(downloadAccountExportRoute, async ({ auth, params, query }) => {
  const { fileName, body } = await downloadAccountExport({ ...getDeps(), archives: { readPrivateObject } }, auth, { id: params.id, token: query.token });
  return {
    status: 200,
    rawBody: body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  };
});
