import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateBranding } from '../../services/profile/update-branding';
import { updateBrandingRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(updateBrandingRoute, async ({ auth, body }) => json(await updateBranding(getDeps(), auth, body)));
