import { getDeps } from '../../deps';
import { setPoolAvailability } from '../../services/team-leads/team-pool-settings';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { setPoolAvailabilityRoute } from '../route-groups/team-lead.routes';

export const handler = defineHandler(setPoolAvailabilityRoute, async ({ auth, body }) => json(await setPoolAvailability(getDeps(), auth, body)));
