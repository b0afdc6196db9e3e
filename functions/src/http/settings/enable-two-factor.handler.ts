import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { enableTwoFactor } from '../../services/auth/two-factor/enable-two-factor';
import { enableTwoFactorRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(enableTwoFactorRoute, async ({ auth, body }) => json(await enableTwoFactor(getDeps(), auth, body)));
