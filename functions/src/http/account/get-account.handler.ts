import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getAccount } from '../../services/account/get-account';
import { getAccountRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(getAccountRoute, async ({ auth }) => json(await getAccount(getDeps(), auth)));
