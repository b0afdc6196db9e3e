import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getSettings } from '../../services/settings/get-settings';
import { getSettingsRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(getSettingsRoute, async ({ auth }) => json(await getSettings(getDeps(), auth)));
