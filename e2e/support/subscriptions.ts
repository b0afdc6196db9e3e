import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { findUserIdByEmail } from '../../functions/src/data/user-repository';
import { systemActor } from '../../functions/src/services/actor';
import { grantComplimentarySubscription } from '../../functions/src/services/subscriptions/grant-complimentary-subscription';
import { LOCAL_TABLE_NAME } from '../../infra/local/local-config';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../infra/local/stripe/local-stripe-keys';
import { createStripePayments } from '../../functions/src/adapters/payments/stripe-payments';
import { getSubscription } from '../../functions/src/data/subscription-repository';

/**
 * Gives a freshly signed-up professional an active (complimentary) subscription, written to the table: a
 * shortcut for journeys about something else (e2e/subscriptions.e2e.test.ts pays through the real screens).
 */
export async function activateSubscription(email: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('e2eDynamoDbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const db = { client, tableName: LOCAL_TABLE_NAME };
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new Error(`no account for ${email}`);
  await grantComplimentarySubscription({ db, clock: { now: () => new Date() } }, systemActor('test-setup'), userId);
  client.destroy();
}

const standInAdmin = (path: string, body: unknown) =>
  fetch(`${inject('e2eStripeUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Moves the Stripe stand-in's test clock: trials end, renewals fall due, and the webhooks follow. */
export async function advanceStripeClock(seconds: number): Promise<void> {
  const response = await standInAdmin('/_local/clock/advance', { seconds });
  if (!response.ok) throw new Error(`the stand-in's clock did not move: ${response.status}`);
}

/** Ends a newcomer's trial at the payment provider now, as a lapse would (the webhook then updates the account). */
export async function endTrialAtProvider(email: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('e2eDynamoDbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const db = { client, tableName: LOCAL_TABLE_NAME };
  const userId = await findUserIdByEmail(db, email);
  const subscriptionId = userId ? (await getSubscription(db, userId))?.stripeSubscriptionId : null;
  if (!userId || !subscriptionId) throw new Error(`no trial for ${email}`);
  const payments = createStripePayments({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiUrl: inject('e2eStripeUrl') });
  await payments.cancelNow(subscriptionId);
  for (let attempt = 0; attempt < 100 && (await getSubscription(db, userId))?.status !== 'canceled'; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  client.destroy();
}
