import { getDeps } from '../../deps';
import { updateOwnNotificationPrefs } from '../../services/notifications/notification-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateNotificationPrefsRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(updateNotificationPrefsRoute, async ({ auth, body }) => json(await updateOwnNotificationPrefs(getDeps(), auth, body)));
