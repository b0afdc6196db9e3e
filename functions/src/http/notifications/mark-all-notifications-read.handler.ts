import { getDeps } from '../../deps';
import { readAllNotifications } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { markAllNotificationsReadRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(markAllNotificationsReadRoute, async ({ auth }) => json(await readAllNotifications(getDeps(), auth)));
