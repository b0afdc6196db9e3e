import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { changePassword } from '../../services/account/change-password';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['POST /api/account/password'], async ({ auth, body, sourceIp }) => {
  const { signedOutSessions } = await changePassword(getDeps(), auth, { currentPassword: body.currentPassword, newPassword: body.newPassword, ipKey: hashIp(sourceIp) });
  return json({ success: true, message: 'Your password has been updated successfully.', signedOutSessions });
});
