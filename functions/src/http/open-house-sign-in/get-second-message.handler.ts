import { getDeps } from '../../deps';
import { getSecondMessageSettings } from '../../services/lead-capture/second-message-settings';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getSecondMessageRoute } from '../route-groups/follow-up.routes';

export const handler = defineHandler(getSecondMessageRoute, async ({ auth, params }) => json(await getSecondMessageSettings(getDeps(), auth, params)));
