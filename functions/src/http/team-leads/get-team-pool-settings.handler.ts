import { getDeps } from '../../deps';
import { getTeamPoolStanding } from '../../services/team-leads/team-pool-settings';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getTeamPoolSettingsRoute } from '../route-groups/team-lead.routes';

export const handler = defineHandler(getTeamPoolSettingsRoute, async ({ auth }) => json(await getTeamPoolStanding(getDeps(), auth)));
