import { getDeps } from '../../deps';
import { getOwnNotificationPrefs } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { notificationRoutes } from '../route-groups/notification.routes';

export const handler = defineHandler(notificationRoutes['GET /api/settings/notifications'], async ({ auth }) => json(await getOwnNotificationPrefs(getDeps(), auth)));
