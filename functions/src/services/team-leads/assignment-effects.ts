import { getTeamPool } from '../../data/team-lead-repository';
import type { TTeamLeadRecord } from '../../data/team-lead-records';
import { LEAD_POOL_RETURN_SCHEDULE } from '../../entries/notification-entries';
import { logger } from '../../platform/logger';
import { NOTIFICATIONS_QUEUE, type TNotificationMessage } from '../notifications/notification-message';
import type { TTeamLeadDeps } from './team-lead-deps';

const HOUR_MS = 3600 * 1000;

/** One return schedule per lead: a new holder moves it. */
export const returnScheduleName = (leadId: string) => `lead-return-${leadId}`;

/** When a lead held since `heldSince` goes back to the pool under the broker's rule. */
export const returnDueAt = (heldSince: string, hours: number) => new Date(Date.parse(heldSince) + hours * HOUR_MS);

/** Sets (or moves) the lead's return to the pool, at its holder's start plus the broker's hours (no rule: none). */
export async function scheduleReturn(
  deps: TTeamLeadDeps,
  held: { leadId: string; holderId: string; heldSince: string },
  returnAfterHours: number | null,
): Promise<void> {
  if (!returnAfterHours) return;
  const message: TNotificationMessage = { kind: 'team-lead-return-due', ...held };
  const at = new Date(Math.max(returnDueAt(held.heldSince, returnAfterHours).getTime(), deps.clock.now().getTime() + 1000));
  await deps.scheduler.putOnce(LEAD_POOL_RETURN_SCHEDULE, { name: returnScheduleName(held.leadId), at, message });
}

/**
 * The return schedule after a claim or an assignment already written: a scheduler that fails is logged, not
 * thrown. The move stands (a 500 would have the caller retry into "already claimed"); the lead only stays held.
 */
export async function scheduleReturnAfterMove(
  deps: TTeamLeadDeps,
  held: { leadId: string; holderId: string; heldSince: string },
  brokerId: string,
): Promise<void> {
  try {
    const { rules } = await getTeamPool(deps.db, brokerId);
    await scheduleReturn(deps, held, rules?.returnAfterHours ?? null);
  } catch (error) {
    logger.error('team lead return could not be scheduled', { leadId: held.leadId, error: (error as Error).message });
  }
}

/**
 * After a lead was given to a member (by the broker or by round-robin): the member's instant lead alert, through
 * the same notifications path as their own leads (its hourly cap, preferences and suppression), unless they gave
 * it to themselves; then the return schedule, if the broker set one.
 */
export async function afterAssignment(
  deps: TTeamLeadDeps,
  lead: Pick<TTeamLeadRecord, 'brokerId' | 'lead'>,
  held: { holderId: string; heldSince: string },
  by: string | null,
): Promise<void> {
  if (held.holderId !== by) {
    const message: TNotificationMessage = { kind: 'lead-created', agentId: held.holderId, lead: lead.lead, assigned: true };
    try {
      await deps.notificationQueue.send(NOTIFICATIONS_QUEUE, message);
    } catch (error) {
      logger.error('team lead alert could not be queued', { leadId: lead.lead.id, error: (error as Error).message });
    }
  }
  await scheduleReturnAfterMove(deps, { leadId: lead.lead.id, ...held }, lead.brokerId);
}
