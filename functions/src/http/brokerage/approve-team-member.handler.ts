import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { changeTeamMembership } from '../../services/brokerage/change-team-membership';
import { approveTeamMemberRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(approveTeamMemberRoute, async ({ auth, params }) =>
  json(await changeTeamMembership(getDeps(), auth, { agentId: params.userId, move: 'approve' })),
);
