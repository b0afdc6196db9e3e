import { assignTeamLead } from '../../services/team-leads/assign-team-lead';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { assignTeamLeadRoute } from '../route-groups/team-lead.routes';
import { getTeamLeadDeps } from './team-lead-route-deps';

export const handler = defineHandler(assignTeamLeadRoute, async ({ auth, params, body }) =>
  json(await assignTeamLead(getTeamLeadDeps(), auth, { id: params.id, assigneeId: body.assigneeId })),
);
