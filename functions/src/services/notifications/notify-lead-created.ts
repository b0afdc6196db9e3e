import { ulid } from 'ulid';
import { LEAD_ALERT_MAILS_PER_HOUR } from '@shared/constants/mail-limits';
import { recordAttempt } from '../../data/rate-limit-repository';
import { putNotificationOnce } from '../../data/notification-repository';
import { claimNotificationMail, putPendingMailOnce, releaseNotificationMail } from '../../data/waiting-mail-repository';
import { getNotificationPrefs } from '../../data/notification-prefs-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { NOTIFICATION_DIGEST_SCHEDULE } from '../../entries/notification-entries';
import { logger } from '../../platform/logger';
import { mailableAddressOf } from '../mail-trust/account-address';
import { planEmail } from './email-timing';
import { scheduleThankYou } from './follow-up-schedule';
import { leadAlertMail, leadAlertSection, leadNotificationText, leadPath } from './lead-alert-mail';
import type { TLeadAlert, TNotificationMessage } from './notification-message';
import type { TNotifyDeps } from './notify-deps';
import { createUnsubscribeLink } from './unsubscribe-link';

/** The name of a person's one digest schedule (moved, not duplicated, by each alert that waits). */
export const digestScheduleName = (userId: string) => `digest-${userId}`;

const HOUR_SECONDS = 3600;

/**
 * A new lead's alert to its agent, at most once per lead however often the message comes.
 * 0. a sign-in: set its open house's automatic thank-you at the open house's end
 * 1. read the agent and their preferences
 * 2. in-app on: the notification, its unread count and the event's in-app claim in one transaction
 * 3. e-mail by the preferences: now (claim, send with a one-click unsubscribe, give the claim back when
 *    sending fails so the redelivery tries again; past LEAD_ALERT_MAILS_PER_HOUR such e-mails in the hour, as
 *    an hourly one instead), later (kept for the digest with the event's e-mail
 *    claim; the person's digest schedule set to that time), or never
 */
export async function notifyLeadCreated(
  deps: TNotifyDeps,
  input: { agentId: string; lead: TLeadAlert; openHouse?: { propertyId: string; openHouseId: string; endsAt: string } },
): Promise<void> {
  const { agentId, lead } = input;
  if (input.openHouse) await scheduleThankYou(deps, input.openHouse);
  const [account, prefs] = await Promise.all([getUserWithProfile(deps.db, agentId), getNotificationPrefs(deps.db, agentId)]);
  if (!account) return;
  const now = deps.clock.now();
  const eventKey = `lead#${lead.id}`;
  if (prefs.inApp)
    await putNotificationOnce(deps.db, eventKey, {
      userId: agentId,
      id: ulid(now.getTime()),
      kind: 'lead',
      ...leadNotificationText(lead),
      link: leadPath(lead.id),
      createdAt: now.toISOString(),
    });

  const planned = planEmail(prefs, now);
  // Past the hour's cap of one-lead e-mails, the rest wait for the hourly digest: a flood of leads is no flood of mail.
  const isOverCap = planned.kind === 'now' && (await recordAttempt(deps.db, 'lead-alert-mail', agentId, HOUR_SECONDS, now)) > LEAD_ALERT_MAILS_PER_HOUR;
  const timing = isOverCap ? planEmail({ ...prefs, email: 'hourly' }, now) : planned;
  if (timing.kind === 'never') return;
  if (timing.kind === 'later') {
    const text = leadAlertSection(lead, deps.siteOrigin);
    await putPendingMailOnce(deps.db, eventKey, {
      userId: agentId,
      id: ulid(now.getTime()),
      subject: `New lead: ${lead.name}`,
      text,
      createdAt: now.toISOString(),
    });
    // Set on every delivery (the schedule is named after the person), so a redelivery after a failed put still schedules it.
    const message: TNotificationMessage = { kind: 'digest', userId: agentId };
    await deps.scheduler.putOnce(NOTIFICATION_DIGEST_SCHEDULE, { name: digestScheduleName(agentId), at: timing.at, message });
    return;
  }
  const to = await mailableAddressOf(deps, account.user, 'lead-alerts');
  if (!to) return;
  if (!(await claimNotificationMail(deps.db, agentId, eventKey, now.toISOString()))) return;
  try {
    const unsubscribe = await createUnsubscribeLink(deps, { kind: 'lead-alerts', agentId, email: to, siteOrigin: deps.siteOrigin });
    await deps.mail.send(leadAlertMail({ to, lead, siteOrigin: deps.siteOrigin, unsubscribe }));
  } catch (error) {
    logger.warn('lead alert e-mail not sent; the message comes back', { leadId: lead.id, error: (error as Error).message });
    await releaseNotificationMail(deps.db, agentId, eventKey);
    throw error;
  }
}
