import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCardBehaviour } from './test-cards';

export type TPaymentMethodRecord = { id: string; customerId: string | null; last4: string; behaviour: TCardBehaviour };

export type TCustomerRecord = {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethodId: string | null;
};

export type TSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled';

export type TSubscriptionRecord = {
  id: string;
  itemId: string;
  customerId: string;
  priceId: string;
  status: TSubscriptionStatus;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  trialStart: number | null;
  trialEnd: number | null;
  isTrialWillEndSent: boolean;
  /** trial_settings.end_behavior.missing_payment_method */
  trialEndWithoutCard: 'cancel' | 'create_invoice';
  saveDefaultPaymentMethod: boolean;
  defaultPaymentMethodId: string | null;
  latestInvoiceId: string | null;
  /** The SetupIntent that collects the card of a subscription with nothing due now (a trial); null once it succeeded. Absent in older state files. */
  pendingSetupIntentId?: string | null;
  metadata: Record<string, string>;
  /** Cents owed or credited by plan changes, billed on the next renewal invoice. */
  pendingProration: number;
};

export type TInvoiceStatus = 'open' | 'paid' | 'void' | 'uncollectible';

export type TInvoiceRecord = {
  id: string;
  customerId: string;
  subscriptionId: string;
  created: number;
  status: TInvoiceStatus;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amountDue: number;
  amountPaid: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  paymentIntentId: string | null;
};

export type TPaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
export type TPaymentError = { type: 'card_error' | 'invalid_request_error'; code: string; declineCode: string | null; message: string };

export type TPaymentIntentRecord = {
  id: string;
  clientSecret: string;
  invoiceId: string;
  customerId: string;
  amount: number;
  currency: string;
  created: number;
  status: TPaymentIntentStatus;
  paymentMethodId: string | null;
  lastPaymentError: TPaymentError | null;
};

export type TSetupIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

/** A subscription's `pending_setup_intent`: saves a card for later charges, charging nothing now. */
export type TSetupIntentRecord = {
  id: string;
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
  created: number;
  status: TSetupIntentStatus;
  paymentMethodId: string | null;
  lastSetupError: TPaymentError | null;
};

export type TPortalSessionRecord = { id: string; customerId: string; returnUrl: string; created: number };
export type TIdempotentResponse = { fingerprint: string; status: number; body: string; savedAt: number };

export type TStripeState = {
  /** Seconds the stand-in's clock runs ahead of the wall clock (the test clock). */
  clockOffsetSeconds: number;
  customers: Record<string, TCustomerRecord>;
  paymentMethods: Record<string, TPaymentMethodRecord>;
  subscriptions: Record<string, TSubscriptionRecord>;
  invoices: Record<string, TInvoiceRecord>;
  paymentIntents: Record<string, TPaymentIntentRecord>;
  setupIntents: Record<string, TSetupIntentRecord>;
  portalSessions: Record<string, TPortalSessionRecord>;
  idempotency: Record<string, TIdempotentResponse>;
};

const emptyState = (): TStripeState => ({
  clockOffsetSeconds: 0,
  customers: {},
  paymentMethods: {},
  subscriptions: {},
  invoices: {},
  paymentIntents: {},
  setupIntents: {},
  portalSessions: {},
  idempotency: {},
});

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Stripe's: `cus_` + 24 base-62 characters. */
export function stripeId(prefix: string): string {
  return `${prefix}_${[...randomBytes(24)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

export type TStateStore = { state: TStripeState; save: () => void };

/** State kept in memory only, for a run whose data is thrown away: it grows with every customer, so rewriting it whole at each request costs more and more. */
export const memoryStateStore = (): TStateStore => ({ state: emptyState(), save: () => undefined });

/** The stand-in's state in `<dataDir>/stripe-state.json`, rewritten whole through a temporary file and a rename. */
export function openStateStore(dataDir: string): TStateStore {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'stripe-state.json');
  const state: TStripeState = existsSync(file) ? { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<TStripeState>) } : emptyState();
  return {
    state,
    save() {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(state));
      renameSync(temporary, file);
    },
  };
}
