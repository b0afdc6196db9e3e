import { getDeps } from '../../deps';
import { getOwnAccountExport } from '../../services/account-data/get-account-export';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getAccountExportRoute } from '../route-groups/account-data.routes';

export const handler = defineHandler(getAccountExportRoute, async ({ auth }) => json(await getOwnAccountExport(getDeps(), auth)));
