import { getLeadPipeline } from '../../data/lead-pipeline-repository';
import { listLeadsOfMonth } from '../../data/lead-removal-repository';
import { getMessage } from '../../data/message-repository';
import type { TLeadRecord } from '../../data/property-records';
import { getTeamLead } from '../../data/team-lead-repository';
import type { TDeps } from '../deps';
import { holdersOf } from '../team-leads/team-lead-holders';
import { removeLeadDetails } from './remove-lead-details';

/** The month of the first lead the product could hold: the retention pass reads every month from here to its cut-off. */
export const FIRST_LEAD_MONTH = '2020-01';
/** Leads one pass removes at most (a day's run fits its timeout; the rest go the next day). */
export const RETENTION_BATCH = 2000;

/** Every `yyyy-mm` from `first` to `last`, both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last; key = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * The lead's last activity: when it came in, the last change of its state by its agent or by any member who held it
 * in the team pool, the last reply or forward.
 */
async function lastActivityOf(deps: TDeps, lead: TLeadRecord): Promise<string> {
  const [pooled, message] = await Promise.all([getTeamLead(deps.db, lead.id), getMessage(deps.db, lead.id)]);
  const workers = new Set([lead.agentId, ...(pooled ? holdersOf(pooled) : [])]);
  const states = await Promise.all([...workers].map((agentId) => getLeadPipeline(deps.db, agentId, lead.id)));
  const times = [
    lead.createdAt,
    ...states.map((state) => state?.updatedAt ?? ''),
    ...(message?.replies.map((r) => r.sentAt) ?? []),
    ...(message?.forwards.map((f) => f.sentAt) ?? []),
  ];
  return times.reduce((latest, time) => (time > latest ? time : latest));
}

/**
 * The daily retention pass: leads and sign-ins whose last activity is older than `retentionDays` lose the person's
 * details the way a removal request does (reason 'retention'); counts and analytics stay.
 * 1. read the leads of each month from FIRST_LEAD_MONTH to the cut-off's month (gsi3), those that came in before it
 * 2. for each, its last activity (its agent's and pool holders' states, replies, forwards); older than the cut-off → removed
 * Idempotent: a removed lead leaves the month index.
 */
export async function applyLeadRetention(deps: TDeps, input: { retentionDays: number }): Promise<{ removed: number; kept: number }> {
  const cutoff = new Date(deps.clock.now().getTime() - input.retentionDays * 86_400_000).toISOString();
  let removed = 0;
  let kept = 0;
  for (const month of monthsBetween(FIRST_LEAD_MONTH, cutoff.slice(0, 7))) {
    for (const lead of await listLeadsOfMonth(deps.db, month, cutoff)) {
      if (removed >= RETENTION_BATCH) return { removed, kept };
      if ((await lastActivityOf(deps, lead)) >= cutoff) kept += 1;
      else {
        await removeLeadDetails(deps, lead, 'retention');
        removed += 1;
      }
    }
  }
  return { removed, kept };
}
