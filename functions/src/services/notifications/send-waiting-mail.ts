import type { TMailKind } from '@shared/schemas/mail-suppression.schema';
import { oneLine } from '../../adapters/mail/mail';
import { getUserWithProfile } from '../../data/user-repository';
import { mailableAddressOf } from '../mail-trust/account-address';
import type { TNotifyDeps } from './notify-deps';
import { createUnsubscribeLink } from './unsubscribe-link';

/** Waiting mails one e-mail tells at most (one transaction takes them). */
const MAIL_SIZE = 25;
/** When more are waiting, the next e-mail goes this much later. */
const NEXT_MAIL_MS = 60_000;

/** One kind of waiting mail (the agents' lead digests, the buyers' saved-search e-mails): where it waits, and what its e-mail says. */
export type TWaitingMail<TItem extends { subject: string; text: string }> = {
  /** Its kind of mail: the address must take it (confirmed, not suppressed for it), and the e-mail's unsubscribe link stops it. */
  kind: Exclude<TMailKind, 'agent-mail'>;
  /** The person's waiting mails, oldest first, up to `limit`. */
  list: (limit: number) => Promise<TItem[]>;
  /** Takes them, all or none: false when another delivery took them first. */
  take: (items: readonly TItem[]) => Promise<boolean>;
  /** Puts them back after a failed send. */
  restore: (items: readonly TItem[]) => Promise<void>;
  /** Whether the person wants this mail by e-mail at all, besides its kind's suppression (read beside the account). */
  isWanted: () => Promise<boolean>;
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
 * 2. take them, all or none (conditional deletes in one transaction): a concurrent delivery that took them first wins
 * 3. the account gone, the mail not wanted, the address not confirmed, or suppressed for this kind since
 *    (unsubscribed, bounced): they are dropped
 * 4. one e-mail with a one-click unsubscribe; a failed send puts them back and the message returns
 * 5. more waiting: the next e-mail a minute later
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
  if (!(await mail.take(batch))) return;
  const to = account && isWanted ? await mailableAddressOf(deps, account.user, mail.kind) : null;
  if (!to) return;
  try {
    const unsubscribe = await createUnsubscribeLink(deps, { kind: mail.kind, agentId: userId, email: to, siteOrigin: deps.siteOrigin });
    await deps.mail.send({
      to,
      subject: oneLine(batch.length === 1 ? batch[0]!.subject : mail.subjectOfMany(batch)),
      text: mail.textOf(batch, unsubscribe.page),
      unsubscribeUrl: unsubscribe.oneClick,
    });
  } catch (error) {
    await mail.restore(batch);
    throw error;
  }
  if (waiting.length > MAIL_SIZE) await mail.sendNextAt(new Date(deps.clock.now().getTime() + NEXT_MAIL_MS));
}
