import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getBranding } from '../../services/profile/get-branding';
import { getBrandingRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(getBrandingRoute, async ({ auth }) => json(await getBranding(getDeps(), auth)));
