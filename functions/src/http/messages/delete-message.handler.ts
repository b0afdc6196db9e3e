import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { deleteMessage } from '../../services/messages/delete-message';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['DELETE /api/messages/{id}'], async ({ auth, params }) => {
  const { unreadCount } = await deleteMessage(getDeps(), auth, { id: params.id });
  return json({ success: true, message: 'Message has been deleted permanently.', unreadCount });
});
