import { LEAD_REMOVED_LABELS, type TLeadRemovalReason } from '@shared/constants/privacy';
import {
  blankCrmCopyOfLead,
  blankMessageOfLead,
  blankPipelineNotesOfLead,
  blankSignInRecords,
  blankTeamLeadCopy,
  putRemovedLead,
  rewriteNotificationsLinkingTo,
} from '../../data/lead-removal-repository';
import type { TLeadRecord } from '../../data/property-records';
import { getTeamLead } from '../../data/team-lead-repository';
import type { TDeps } from '../deps';
import { leadPath } from '../notifications/lead-alert-mail';
import { holdersOf } from '../team-leads/team-lead-holders';

/** The lead as kept once the person's details are gone: where and when it came in (analytics keep counting it), nothing about who. */
export function withoutPersonalDetails(lead: TLeadRecord, removal: { at: string; reason: TLeadRemovalReason }): TLeadRecord {
  const blank = { name: '', email: '', phone: null, message: null, senderUserId: null, removal };
  if (lead.source !== 'open-house') return { ...lead, ...blank };
  return {
    ...lead,
    ...blank,
    signIn: { ...lead.signIn, clientId: lead.signIn.clientId, workingWithAgent: false, timeframe: null, financing: null, answers: [], consent: null },
  };
}

/**
 * Blanks one lead everywhere its person's details were copied, the lead item last (so a retry finds it again):
 * 1. its conversation (name, address, phone, words, the agent's replies), its CRM copy, its team pool copy, the
 *    notes of the agent and of every member who held it in the team pool
 * 2. a sign-in's receipt, and the thank-you and second-message records keyed by the address
 * 3. the agent's in-app alerts about it
 * 4. the lead: blank, marked removed with the reason; counters and analytics are not touched
 */
export async function removeLeadDetails(deps: TDeps, lead: TLeadRecord, reason: TLeadRemovalReason): Promise<void> {
  const at = deps.clock.now().toISOString();
  const pooled = await getTeamLead(deps.db, lead.id);
  const notesOf = new Set([lead.agentId, ...(pooled ? holdersOf(pooled) : [])]);
  await Promise.all([
    blankMessageOfLead(deps.db, lead.id, LEAD_REMOVED_LABELS[reason]),
    blankCrmCopyOfLead(deps.db, lead.agentId, lead.id),
    blankTeamLeadCopy(deps.db, lead.id, LEAD_REMOVED_LABELS[reason]),
    ...[...notesOf].map((agentId) => blankPipelineNotesOfLead(deps.db, agentId, lead.id)),
  ]);
  if (lead.source === 'open-house') await blankSignInRecords(deps.db, { openHouseId: lead.openHouseId, clientId: lead.signIn.clientId, email: lead.email });
  await rewriteNotificationsLinkingTo(deps.db, { agentId: lead.agentId, link: leadPath(lead.id), title: 'Lead', body: LEAD_REMOVED_LABELS[reason] });
  await putRemovedLead(deps.db, withoutPersonalDetails(lead, { at, reason }));
}
