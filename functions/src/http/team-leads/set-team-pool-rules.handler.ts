import { getDeps } from '../../deps';
import { setTeamPoolRules } from '../../services/team-leads/team-pool-settings';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { setTeamPoolRulesRoute } from '../route-groups/team-lead.routes';

export const handler = defineHandler(setTeamPoolRulesRoute, async ({ auth, body }) => json(await setTeamPoolRules(getDeps(), auth, body)));
