import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateSettings } from '../../services/settings/update-settings';
import { updateSettingsRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(updateSettingsRoute, async ({ auth, body }) => json(await updateSettings(getDeps(), auth, body)));
