import { getDeps } from '../../deps';
import { exportPipelineLeads } from '../../services/leads/export-pipeline-leads';
import { defineHandler } from '../define-handler';
import { exportPipelineLeadsRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(exportPipelineLeadsRoute, async ({ auth, query }) => ({
  status: 200,
  rawBody: await exportPipelineLeads(getDeps(), auth, query),
  headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="leads.csv"', 'cache-control': 'no-store' },
}));
