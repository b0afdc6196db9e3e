import { getDeps } from '../../deps';
import { listNotifications } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listNotificationsRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(listNotificationsRoute, async ({ auth, query }) => json(await listNotifications(getDeps(), auth, query)));
