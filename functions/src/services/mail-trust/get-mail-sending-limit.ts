import { NEW_ADDRESS_MAILS_PER_DAY } from '@shared/constants/mail-limits';
import type { TMailSendingLimit } from '@shared/schemas/mail-sending-limit.schema';
import { getMailAllowanceDay } from '../../data/mail-allowance-repository';
import { getSubscription } from '../../data/subscription-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { mailAllowanceTierOf } from '../subscriptions/mail-allowance-tier';
import { mailDayOf } from './mail-day';

/** The caller's daily limit on automated mail to new addresses: its tier, today's use, what it held back today, when it resets. */
export async function getMailSendingLimit(deps: TDeps, auth: TUserActor): Promise<TMailSendingLimit> {
  const { day, resetsAt } = mailDayOf(deps.clock.now());
  const [subscription, today] = await Promise.all([getSubscription(deps.db, auth.user.id), getMailAllowanceDay(deps.db, auth.user.id, day)]);
  const tier = mailAllowanceTierOf(auth.user, subscription);
  return { tier, limit: NEW_ADDRESS_MAILS_PER_DAY[tier], usedToday: today.newAddresses, notSentToday: today.notSent, resetsAt: resetsAt.toISOString() };
}
