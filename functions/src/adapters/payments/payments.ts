import type { TBillingInterval, TBillingStatus } from '@shared/schemas/billing.schema';

/**
 * The payments adapter's interface. Services receive one in their deps (`payments`) and see only these
 * plain records: no Stripe types past this folder. Times are ISO-8601 strings, amounts are in cents.
 */

/** Stripe's own subscription statuses, stored as they are (the spec's active/inactive is derived from them). */
export type TPaymentSubscriptionStatus = TBillingStatus;

export type TPaymentSubscription = {
  id: string;
  customerId: string;
  status: TPaymentSubscriptionStatus;
  priceId: string;
  /** Cents per interval. */
  amount: number;
  currency: string;
  interval: TBillingInterval;
  /** End of the period already paid for (or of the trial): the next renewal, or the end date when cancelling. */
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  /** Whether a card is saved on the subscription: a trial with one bills at its end; without, it ends. */
  hasPaymentMethod: boolean;
  /**
   * The secret the card form confirms, while it can still be confirmed: the first invoice's payment
   * (`pi_…`, status incomplete), or, for a trial without a card, its SetupIntent (`seti_…`). Otherwise null
   * (also when a 3-D Secure step was left: start a new subscription instead).
   */
  pendingClientSecret: string | null;
};

/** Which confirmation the card form makes: a PaymentIntent's (pay now) or a SetupIntent's (save the card for the trial's end). */
export type TClientSecretKind = 'payment' | 'setup';

export type TCreatedSubscription = {
  subscriptionId: string;
  status: TPaymentSubscriptionStatus;
  /** The card form's secret: the first invoice's payment, or for a trial the SetupIntent that saves the card. */
  clientSecret: string | null;
  clientSecretKind: TClientSecretKind | null;
};

/** The part of a webhook event services act on; they re-read the subscription rather than trust the payload. */
export type TPaymentEvent = {
  id: string;
  type: string;
  createdAt: string;
  customerId: string | null;
  subscriptionId: string | null;
};

export type TPayments = {
  /** The user's one customer: found by `metadata.userId`, else created under `idempotencyKey`. */
  ensureCustomer: (input: { userId: string; email: string; name: string; idempotencyKey: string }) => Promise<{ customerId: string }>;
  /**
   * An `incomplete` subscription awaiting its first payment, or `trialing` when `trialDays` or `trialEnd` (ISO,
   * Stripe's `trial_end`, e.g. a running trial's end carried over) is given: nothing due now, and its SetupIntent's
   * secret collects the card charged when the trial ends. Without a card by then the subscription ends.
   */
  createSubscription: (input: {
    customerId: string;
    priceId: string;
    trialDays?: number;
    trialEnd?: string;
    idempotencyKey: string;
  }) => Promise<TCreatedSubscription>;
  /** The subscription as Stripe holds it now, or null when Stripe does not know the id. */
  retrieveSubscription: (subscriptionId: string) => Promise<TPaymentSubscription | null>;
  /** Moves the subscription's one item to `priceId` (same subscription, prorated). */
  changePlan: (subscriptionId: string, priceId: string) => Promise<TPaymentSubscription>;
  cancelAtPeriodEnd: (subscriptionId: string, cancel: boolean) => Promise<TPaymentSubscription>;
  /** Ends the subscription at once, e.g. an unpaid `incomplete` one before subscribing to another plan. */
  cancelNow: (subscriptionId: string) => Promise<TPaymentSubscription>;
  createPortalSession: (customerId: string, returnUrl: string) => Promise<{ url: string }>;
  /** Checks the `Stripe-Signature` header against the raw body (5-minute tolerance); throws WebhookSignatureError, or WebhookPayloadError for a signed body that is no event. */
  verifyWebhook: (rawBody: string | Buffer, signatureHeader: string | undefined) => TPaymentEvent;
};

/** A request Stripe refused (card declined, unknown price, …); `message` is Stripe's, fit to show the user. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly type: string,
    readonly code: string | null,
    readonly declineCode: string | null,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature is missing, wrong or outside the tolerance: answer 400 and change nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed webhook body that is not an event we can read (not JSON, no id/type/created, no object): it never will be, so answer 400. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
