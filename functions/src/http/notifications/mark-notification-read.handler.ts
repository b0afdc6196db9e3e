import { getDeps } from '../../deps';
import { readNotification } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { notificationRoutes } from '../route-groups/notification.routes';

export const handler = defineHandler(notificationRoutes['POST /api/notifications/{id}/read'], async ({ auth, params }) => json(await readNotification(getDeps(), auth, params)));
