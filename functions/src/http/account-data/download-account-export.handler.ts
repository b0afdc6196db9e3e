import { privateObjectLinks } from '../../adapters/photos/private-object-links';
import { getDeps } from '../../deps';
import { downloadAccountExport } from '../../services/account-data/download-account-export';
import { defineHandler } from '../define-handler';
import { redirect } from '../kit/http-types';
import { downloadAccountExportRoute } from '../route-groups/account-data.routes';

export const handler = defineHandler(downloadAccountExportRoute, async ({ auth, params, query }) => {
  const { location } = await downloadAccountExport({ ...getDeps(), archives: privateObjectLinks }, auth, { id: params.id, token: query.token });
  return redirect(location);
});
