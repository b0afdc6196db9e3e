import { getDeps } from '../../deps';
import { readNotification } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { markNotificationReadRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(markNotificationReadRoute, async ({ auth, params }) => json(await readNotification(getDeps(), auth, params)));
