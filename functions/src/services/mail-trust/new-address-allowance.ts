import { NEW_ADDRESS_MAILS_PER_DAY } from '@shared/constants/mail-limits';
import { giveBackNewAddressPlace, recordHeldBack, takeNewAddressPlace } from '../../data/mail-allowance-repository';
import { getSubscription } from '../../data/subscription-repository';
import { getUserWithProfile } from '../../data/user-repository';
import type { TDeps } from '../deps';
import { mailAllowanceTierOf } from '../subscriptions/mail-allowance-tier';
import { mailDayOf } from './mail-day';

/**
 * One account's daily allowance of automated mail to addresses it never mailed before, for one send run.
 * `take(email)` before each mail: 'known' (mailed before: free), 'taken' (a place used) or 'over-limit'
 * (not to be sent). `giveBack(email)` when a mail that took a place could not be sent; `holdBack(email)`
 * records one not sent over the limit (the agent's view counts them).
 */
export type TNewAddressAllowance = {
  take(email: string): Promise<'known' | 'taken' | 'over-limit'>;
  giveBack(email: string): Promise<void>;
  holdBack(email: string): Promise<void>;
};

/** The allowance of `userId` now: its tier is read once (user and subscription); each take is one conditional transaction. */
export async function newAddressAllowanceOf(deps: TDeps, userId: string): Promise<TNewAddressAllowance> {
  const [account, subscription] = await Promise.all([getUserWithProfile(deps.db, userId), getSubscription(deps.db, userId)]);
  const limit = account ? NEW_ADDRESS_MAILS_PER_DAY[mailAllowanceTierOf(account.user, subscription)] : 0;
  const takenAt = new Map<string, string>();
  return {
    take: async (email) => {
      const at = deps.clock.now().toISOString();
      const { day, expiresAt } = mailDayOf(deps.clock.now());
      const outcome = await takeNewAddressPlace(deps.db, { userId, email, day, expiresAt, limit, at });
      if (outcome === 'taken') takenAt.set(email, at);
      return outcome;
    },
    giveBack: async (email) => {
      const at = takenAt.get(email);
      if (!at) return;
      takenAt.delete(email);
      await giveBackNewAddressPlace(deps.db, { userId, email, day: mailDayOf(new Date(at)).day, at });
    },
    holdBack: async (email) => {
      const { day, expiresAt } = mailDayOf(deps.clock.now());
      await recordHeldBack(deps.db, { userId, email, day, expiresAt, at: deps.clock.now().toISOString() });
    },
  };
}
