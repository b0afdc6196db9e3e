import { getDeps } from '../../deps';
import { listPipelineLeads } from '../../services/leads/list-pipeline-leads';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listPipelineLeadsRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(listPipelineLeadsRoute, async ({ auth, query }) => json(await listPipelineLeads(getDeps(), auth, query)));
