import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { changeTeamMembership } from '../../services/brokerage/change-team-membership';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['POST /api/brokerage/team/{userId}/decline'], async ({ auth, params }) =>
  json(await changeTeamMembership(getDeps(), auth, { agentId: params.userId, move: 'decline' })),
);
