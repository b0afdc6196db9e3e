import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { startTwoFactorSetup } from '../../services/auth/two-factor/start-two-factor-setup';
import { startTwoFactorSetupRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(startTwoFactorSetupRoute, async ({ auth }) => json(await startTwoFactorSetup(getDeps(), auth)));
