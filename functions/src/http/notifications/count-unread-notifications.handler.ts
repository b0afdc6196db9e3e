import { getDeps } from '../../deps';
import { countUnreadNotifications } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { countUnreadNotificationsRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(countUnreadNotificationsRoute, async ({ auth }) => json(await countUnreadNotifications(getDeps(), auth)));
