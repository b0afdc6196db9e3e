import { claimTeamLead } from '../../services/team-leads/claim-team-lead';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { claimTeamLeadRoute } from '../route-groups/team-lead.routes';
import { getTeamLeadDeps } from './team-lead-route-deps';

export const handler = defineHandler(claimTeamLeadRoute, async ({ auth, params }) => json(await claimTeamLead(getTeamLeadDeps(), auth, params)));
