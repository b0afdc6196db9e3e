import { BILLING_STATUSES, type TBillingStatus } from '@shared/schemas/billing.schema';
import type { TSubscriptionRecord } from '../../data/subscription-repository';
import { makeProfile, makeUser } from '../../data/testing/make-records';
import { canList, needsListingRights, subscriptionStatusOf, type TListingIdentity } from './can-list';
import { unbilledSubscriptionRecord } from './subscription-record';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const user = makeUser();
const agent = makeProfile(user.id, { role: 'AGENT' });

const billed = (status: TBillingStatus): TSubscriptionRecord => ({
  ...unbilledSubscriptionRecord(
    user.id,
    { status, priceId: 'price_solo', plan: 'solo_monthly', currentPeriodEnd: '2026-07-01T12:00:00.000Z', trialEnd: null },
    NOW,
  ),
  stripeSubscriptionId: 'sub_1',
  stripeCustomerId: 'cus_1',
});

/** A trial kept only here (the provider was unreachable at sign-up), ending at `trialEnd`. */
const localTrial = (trialEnd: string) =>
  unbilledSubscriptionRecord(user.id, { status: 'trialing', priceId: 'price_solo', plan: 'solo_monthly', currentPeriodEnd: trialEnd, trialEnd }, NOW);

describe('canList', () => {
  it('lets a trial, a paid subscription and one whose failed payment the provider still retries list; nothing else', () => {
    const allowed = BILLING_STATUSES.filter((status) => canList(user, agent, billed(status), NOW));
    expect(allowed).toEqual(['trialing', 'active', 'past_due']);
  });

  it('never lets a buyer list, whatever the subscription', () => {
    expect(canList(user, makeProfile(user.id, { role: 'BUYER' }), billed('active'), NOW)).toBe(false);
  });

  it('lets a local trial list until its end, and not from then on', () => {
    const trial = localTrial('2026-06-15T12:00:00.000Z');
    expect(canList(user, agent, trial, NOW)).toBe(true);
    expect(canList(user, agent, trial, new Date('2026-06-15T11:59:59.999Z'))).toBe(true);
    expect(canList(user, agent, trial, new Date('2026-06-15T12:00:00.000Z'))).toBe(false);
  });

  it('keeps what the user record says for an account with no subscription item', () => {
    expect(canList({ ...user, subscriptionStatus: 'active' }, agent, null, NOW)).toBe(true);
    expect(canList(user, agent, null, NOW)).toBe(false);
  });
});

describe('subscriptionStatusOf', () => {
  it("is 'active' only for a trial or a paid subscription: a failed payment being retried lists but is inactive", () => {
    const active = BILLING_STATUSES.filter((status) => subscriptionStatusOf(user, billed(status), NOW) === 'active');
    expect(active).toEqual(['trialing', 'active']);
    expect(subscriptionStatusOf(user, billed('past_due'), NOW)).toBe('inactive');
  });

  it('turns inactive when a local trial ends, though the user record still says active', () => {
    const trial = localTrial('2026-06-15T12:00:00.000Z');
    const stored = { ...user, subscriptionStatus: 'active' as const };
    expect(subscriptionStatusOf(stored, trial, NOW)).toBe('active');
    expect(subscriptionStatusOf(stored, trial, new Date('2026-06-16T12:00:00.000Z'))).toBe('inactive');
  });

  it('keeps what the user record says for an account with no subscription item', () => {
    expect(subscriptionStatusOf({ ...user, subscriptionStatus: 'active' }, null, NOW)).toBe('active');
  });
});

describe('needsListingRights (what waits for a subscription while lapsed)', () => {
  const active: TListingIdentity = {
    status: 'active',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    propertyType: 'condo',
    coordinates: { lat: 30.2, lng: -97.7 },
  };
  const edit = (before: TListingIdentity, after: Partial<TListingIdentity>) => needsListingRights({ kind: 'edit', before, after: { ...before, ...after } });

  it('lets reading-only changes, unpublishing and draft edits through', () => {
    expect(edit(active, {})).toBe(false);
    expect(edit(active, { status: 'draft' })).toBe(false);
    expect(edit({ ...active, status: 'draft' }, { address: '2 Other St' })).toBe(false);
  });

  it('holds back creating, publishing, adding an open house, and changing what an active listing is', () => {
    expect(needsListingRights({ kind: 'create' })).toBe(true);
    expect(needsListingRights({ kind: 'addOpenHouse' })).toBe(true);
    expect(edit({ ...active, status: 'draft' }, { status: 'active' })).toBe(true);
    const changes: Partial<TListingIdentity>[] = [
      { address: '2 Other St' },
      { city: 'Dallas' },
      { state: 'CA' },
      { zipCode: '78702' },
      { propertyType: 'townhouse' },
      { coordinates: { lat: 32.7, lng: -96.8 } },
    ];
    for (const change of changes) {
      expect(edit(active, change), JSON.stringify(change)).toBe(true);
    }
  });
});
