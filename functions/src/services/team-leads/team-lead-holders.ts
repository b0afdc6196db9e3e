import type { TTeamLeadRecord } from '../../data/team-lead-records';

/** Every member who held a pooled lead, now or before (its holder and each move's assignee), once each: each kept a state of it. */
export const holdersOf = (lead: Pick<TTeamLeadRecord, 'holderId' | 'history'>): string[] => [
  ...new Set([lead.holderId, ...lead.history.map((move) => move.toId)].filter((id): id is string => id !== null)),
];
