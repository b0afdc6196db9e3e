import { getDeps } from '../../deps';
import { readAllNotifications } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { notificationRoutes } from '../route-groups/notification.routes';

export const handler = defineHandler(notificationRoutes['POST /api/notifications/read-all'], async ({ auth }) => json(await readAllNotifications(getDeps(), auth)));
