import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listBrokerageTeam } from '../../services/brokerage/list-brokerage-team';
import { listBrokerageTeamRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(listBrokerageTeamRoute, async ({ auth }) => json(await listBrokerageTeam(getDeps(), auth)));
