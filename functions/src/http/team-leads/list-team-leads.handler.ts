import { getDeps } from '../../deps';
import { listTeamLeads } from '../../services/team-leads/list-team-leads';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listTeamLeadsRoute } from '../route-groups/team-lead.routes';

export const handler = defineHandler(listTeamLeadsRoute, async ({ auth, query }) => json(await listTeamLeads(getDeps(), auth, query)));
