import { TEAM_LEADS_PAGE_SIZE, type TListTeamLeadsQuery, type TListTeamLeadsResponse } from '@shared/schemas/team-lead.schema';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { listTeamLeadsByHolderPage, listTeamLeadsFromAgentPage, listTeamLeadsOfTeamPage, teamLeadPageKeyAttributes } from '../../data/team-lead-repository';
import { forbidden } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { presentTeamLeads } from './present-team-leads';
import { requirePoolTeam } from './team-pool-access';

export const ONLY_BROKER_SEES_ALL = 'Only the broker sees every lead of the team.';

const INDEX_OF_VIEW = { all: 'gsi1', pool: 'gsi2', mine: 'gsi2', 'from-me': 'gsi3' } as const;

/**
 * One page of a view of the caller's team pool, newest first: one Query on one index.
 * pool: the unassigned leads · mine: those the caller holds · from-me: the caller's own leads in the pool, whoever
 * holds them · all: every lead of the team (the broker only, 403 otherwise).
 */
export async function listTeamLeads(deps: TDeps, auth: TUserActor, query: TListTeamLeadsQuery): Promise<TListTeamLeadsResponse> {
  const team = await requirePoolTeam(deps, auth);
  if (query.view === 'all' && !team.isBroker) throw forbidden(ONLY_BROKER_SEES_ALL);
  const cursorQuery = { view: query.view, userId: auth.user.id, brokerId: team.brokerId };
  const keyAttributes = teamLeadPageKeyAttributes(INDEX_OF_VIEW[query.view]);
  const page = { limit: TEAM_LEADS_PAGE_SIZE, startKey: decodeCursor(query.cursor, cursorQuery, keyAttributes) };
  const me = auth.user.id;
  const { items, nextStartKey } =
    query.view === 'all'
      ? await listTeamLeadsOfTeamPage(deps.db, team.brokerId, page)
      : query.view === 'from-me'
        ? await listTeamLeadsFromAgentPage(deps.db, team.brokerId, me, page)
        : await listTeamLeadsByHolderPage(deps.db, team.brokerId, query.view === 'mine' ? me : null, page);
  return { items: await presentTeamLeads(deps, items), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}
