import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { changePassword } from '../../services/account/change-password';
import { sessionCookiesFor } from '../auth/session-response';
import { changePasswordRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(changePasswordRoute, async ({ auth, body, sourceIp, userAgent }) => {
  const { signedOutSessions, token } = await changePassword(getDeps(), auth, {
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
    ipKey: hashIp(sourceIp),
    userAgent,
  });
  return json({ success: true, message: 'Your password has been updated successfully.', signedOutSessions }, 200, { cookies: sessionCookiesFor(token) });
});
