import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getAccount } from '../../services/account/get-account';

export const handler = defineHandler('GET /api/account', async ({ auth }) => json(await getAccount(getDeps(), auth)));
