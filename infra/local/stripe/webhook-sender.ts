import Stripe from 'stripe';

/** `Stripe-Signature` as Stripe builds it (t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>), made by the official SDK. */
export const signStripePayload = (payload: string, secret: string, at = new Date()): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });

const MAX_DELIVERIES_KEPT = 1000;

export type TWebhookDelivery = { eventId: string; attempt: number; status: number | null; isDelivered: boolean };

export type TWebhookSender = {
  send: (eventId: string, payload: string) => void;
  /** Resolves once no delivery is pending or waiting for a retry. */
  idle: () => Promise<void>;
  /** The latest delivery attempts, oldest first. */
  deliveries: TWebhookDelivery[];
  /** Cancels pending retries and waits for the deliveries already on the wire. */
  stop: () => Promise<void>;
};

/**
 * Posts each event to `url`, signed with `secret` at the time of each attempt, and retries a non-2xx
 * answer or a network failure after each of `retryDelaysMs` in turn (Stripe retries for days; locally
 * minutes are enough).
 */
export function createWebhookSender(options: { url: string | undefined; secret: string; retryDelaysMs: readonly number[] }): TWebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const deliveries: TWebhookDelivery[] = [];
  let waiters: Array<() => void> = [];
  let isStopped = false;

  const settleWaiters = () => {
    if (timers.size > 0 || inFlight.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  async function post(url: string, payload: string): Promise<number | null> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signStripePayload(payload, options.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }

  function attempt(url: string, eventId: string, payload: string, attemptNumber: number): Promise<void> {
    const run = post(url, payload).then((status) => {
      const isDelivered = status !== null && status >= 200 && status < 300;
      deliveries.push({ eventId, attempt: attemptNumber, status, isDelivered });
      if (deliveries.length > MAX_DELIVERIES_KEPT) deliveries.splice(0, deliveries.length - MAX_DELIVERIES_KEPT);
      const delay = options.retryDelaysMs[attemptNumber - 1];
      if (!isDelivered && delay !== undefined && !isStopped) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void attempt(url, eventId, payload, attemptNumber + 1);
        }, delay);
        timers.add(timer);
      }
    });
    track(run);
    return run;
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => {
      inFlight.delete(work);
      settleWaiters();
    });
  }

  // First attempts go out one after another, in the order the events happened; retries come later, out of order, as with Stripe.
  let firstAttempts = Promise.resolve();

  return {
    deliveries,
    send(eventId, payload) {
      const url = options.url;
      if (!url || isStopped) return;
      firstAttempts = firstAttempts.then(() => (isStopped ? undefined : attempt(url, eventId, payload, 1)));
      track(firstAttempts);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleWaiters();
      }),
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
