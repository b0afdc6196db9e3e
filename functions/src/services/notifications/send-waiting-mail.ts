import { WAITING_MAIL_EMAILS_PER_HOUR } from '@shared/constants/mail-limits';
import type { TMailKind } from '@shared/schemas/mail-suppression.schema';
import { oneLine } from '../../adapters/mail/mail';
import { recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { mailableAddressOf } from '../mail-trust/account-address';
import type { TNotifyDeps } from './notify-deps';
import { createUnsubscribeLink } from './unsubscribe-link';

/** Waiting mails one e-mail tells at most (one transaction takes them). */
const MAIL_SIZE = 25;
/** When more are waiting, the next e-mail goes this much later. */
const NEXT_MAIL_MS = 60_000;
const HOUR_SECONDS = 3600;

/** One kind of waiting mail (the agents' lead digests, the buyers' saved-search e-mails): where it waits, and what its e-mail says. */
export type TWaitingMail<TItem extends { subject: string; text: string }> = {
  /** Its kind of mail: the address must take it (confirmed, not suppressed for it), and the e-mail's unsubscribe link stops it. */
  kind: Exclude<TMailKind, 'agent-mail'>;
  /** The person's waiting mails, oldest first, up to `limit`. */
  list: (limit: number) => Promise<TItem[]>;
  /** How many are waiting (the last e-mail of the hour says how many more follow). */
  count: () => Promise<number>;
  /** Takes them, all or none: false when another delivery took them first. */
  take: (items: readonly TItem[]) => Promise<boolean>;
  /** Puts them back after a failed send. */
  restore: (items: readonly TItem[]) => Promise<void>;
  /** Drops every mail of this kind waiting for the person (they cannot be mailed it: none of it will go). */
  dropAll: () => Promise<void>;
  /** Whether the person wants this mail by e-mail at all, besides its kind's suppression (read beside the account). */
  isWanted: () => Promise<boolean>;
  /** Of the taken mails, those still worth telling (e.g. not of a saved search paused or deleted since); absent: all. */
  stillTold?: (items: readonly TItem[]) => Promise<TItem[]>;
  /** The subject of an e-mail telling more than one (one tells its own). */
  subjectOfMany: (items: readonly TItem[]) => string;
  /** The e-mail's text, its footer with the unsubscribe page included. */
  textOf: (items: readonly TItem[], unsubscribePage: string) => string;
  /** Sends the next e-mail at `at`, for the mails left waiting. */
  sendNextAt: (at: Date) => Promise<void>;
};

/**
 * A person's waiting mail is due: what waited goes out in one e-mail, at most once.
 * 1. read up to 25 waiting; none (a redelivered message): nothing to do
 * 2. the account gone or closed, the mail not wanted, the address not confirmed, or suppressed for this kind
 *    since (unsubscribed, bounced): everything of this kind waiting for them is dropped, not left to pile up
 * 3. the hour's cap (WAITING_MAIL_EMAILS_PER_HOUR per person and kind, counted at each attempt, before anything is
 *    taken): past it, nothing is taken and the next attempt is the next hour; the e-mail that reaches it says how
 *    many more wait
 * 4. take them, all or none (conditional deletes in one transaction): a concurrent delivery that took them first
 *    wins; those no longer worth telling (stillTold) are dropped
 * 5. one e-mail with a one-click unsubscribe; a failed send puts them back and the message returns
 * 6. more waiting: the next e-mail a minute later, or at the next hour once the cap is reached
 */
export async function sendWaitingMail<TItem extends { subject: string; text: string }>(
  deps: TNotifyDeps,
  userId: string,
  mail: TWaitingMail<TItem>,
): Promise<void> {
  const waiting = await mail.list(MAIL_SIZE + 1);
  const batch = waiting.slice(0, MAIL_SIZE);
  if (batch.length === 0) return;
  const [account, isWanted] = await Promise.all([getUserWithProfile(deps.db, userId), mail.isWanted()]);
  const to = account && !account.user.deletedAt && isWanted ? await mailableAddressOf(deps, account.user, mail.kind) : null;
  if (!to) return mail.dropAll();
  const now = deps.clock.now();
  const nextHour = new Date(now.getTime() + secondsLeftInWindow(now, HOUR_SECONDS) * 1000);
  const sentThisHour = await recordAttempt(deps.db, 'waiting-mail', `${mail.kind}#${userId}`, HOUR_SECONDS, now);
  if (sentThisHour > WAITING_MAIL_EMAILS_PER_HOUR) return mail.sendNextAt(nextHour);
  if (!(await mail.take(batch))) return;
  const told = mail.stillTold ? await mail.stillTold(batch) : batch;
  const isMoreWaiting = waiting.length > MAIL_SIZE;
  const nextMail = new Date(now.getTime() + NEXT_MAIL_MS);
  if (told.length === 0) return isMoreWaiting ? mail.sendNextAt(nextMail) : undefined;
  const isLastOfHour = sentThisHour === WAITING_MAIL_EMAILS_PER_HOUR && isMoreWaiting;
  const more = isLastOfHour ? await mail.count() : 0;
  try {
    const unsubscribe = await createUnsubscribeLink(deps, { kind: mail.kind, agentId: userId, email: to, siteOrigin: deps.siteOrigin });
    const text = mail.textOf(told, unsubscribe.page);
    await deps.mail.send({
      to,
      subject: oneLine(told.length === 1 ? told[0]!.subject : mail.subjectOfMany(told)),
      text: more > 0 ? `${moreWaitingLine(more)}\n\n${text}` : text,
      unsubscribeUrl: unsubscribe.oneClick,
    });
  } catch (error) {
    await mail.restore(told);
    throw error;
  }
  if (isMoreWaiting) await mail.sendNextAt(isLastOfHour ? nextHour : nextMail);
}

/** The line the hour's last e-mail opens with when more wait. */
const moreWaitingLine = (more: number) =>
  `${more} more ${more === 1 ? 'is' : 'are'} waiting: ${more === 1 ? 'it follows' : 'they follow'} in the next hour (at most ${WAITING_MAIL_EMAILS_PER_HOUR} of these e-mails go out an hour).`;
