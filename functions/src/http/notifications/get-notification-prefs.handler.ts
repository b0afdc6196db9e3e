import { getDeps } from '../../deps';
import { getOwnNotificationPrefs } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getNotificationPrefsRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(getNotificationPrefsRoute, async ({ auth }) => json(await getOwnNotificationPrefs(getDeps(), auth)));
