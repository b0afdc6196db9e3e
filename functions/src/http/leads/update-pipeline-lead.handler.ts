import { getDeps } from '../../deps';
import { updatePipelineLead } from '../../services/leads/update-pipeline-lead';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updatePipelineLeadRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(updatePipelineLeadRoute, async ({ auth, params, body }) =>
  json(await updatePipelineLead(getDeps(), auth, { id: params.id, changes: body })),
);
