import type { TListLeadsFilters } from '@shared/schemas/lead-pipeline.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { leadsToCsv } from './export-leads-csv';
import { matchingPipelineLeads } from './list-pipeline-leads';

/** Every lead of the caller that matches the filters, as a CSV file a spreadsheet opens safely. */
export async function exportPipelineLeads(deps: TDeps, auth: TUserActor, query: TListLeadsFilters): Promise<string> {
  return leadsToCsv(await matchingPipelineLeads(deps, auth, query));
}
