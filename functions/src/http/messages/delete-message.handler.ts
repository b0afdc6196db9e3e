import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { deleteMessage } from '../../services/messages/delete-message';
import { deleteMessageRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(deleteMessageRoute, async ({ auth, params }) => {
  const { unreadCount } = await deleteMessage(getDeps(), auth, { id: params.id });
  return json({ success: true, message: 'Message has been deleted permanently.', unreadCount });
});
