import type { TSubscriptionRecord } from '../../data/subscription-repository';
import type { TUserRecord } from '../../data/user-records';
import { mailAllowanceTierOf } from './mail-allowance-tier';

const user = (subscriptionStatus: 'active' | 'inactive') => ({ subscriptionStatus }) as TUserRecord;
const subscription = (status: TSubscriptionRecord['status']) => ({ status }) as TSubscriptionRecord;

describe('the tier of the daily limit on mail to new addresses', () => {
  it('is paid while a paid subscription stands, trial otherwise', () => {
    expect(mailAllowanceTierOf(user('active'), subscription('active'))).toBe('paid');
    expect(mailAllowanceTierOf(user('active'), subscription('past_due'))).toBe('paid');
    expect(mailAllowanceTierOf(user('active'), subscription('trialing'))).toBe('trial');
    expect(mailAllowanceTierOf(user('inactive'), subscription('canceled'))).toBe('trial');
    expect(mailAllowanceTierOf(user('inactive'), subscription('incomplete'))).toBe('trial');
  });

  it('follows the user record for an account older than billing', () => {
    expect(mailAllowanceTierOf(user('active'), null)).toBe('paid');
    expect(mailAllowanceTierOf(user('inactive'), null)).toBe('trial');
  });
});
