import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { disableTwoFactor } from '../../services/auth/two-factor/disable-two-factor';
import { disableTwoFactorRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(disableTwoFactorRoute, async ({ auth, body, sourceIp }) => {
  await disableTwoFactor(getDeps(), auth, { code: body.code, ipKey: hashIp(sourceIp) });
  return json({ twoFactor: false });
});
