import { StripeRequestError, type TBillingContext } from './billing-context';
import type { TFormObject } from './form-body';
import { formString } from './form-body';
import { cardFields, formProblem } from './card-fields';
import { escapeHtml, formatAmount, formatDate, htmlPage } from './html-page';
import type { TPageAnswer } from './page-answer';
import { completeSetupAuthentication, confirmSetupWithCard, findSetupIntentBySecret } from './setup-intents';
import type { TSetupIntentRecord } from './stripe-state';

/** Back to the app the way Stripe.js returns from confirmSetup's redirect. */
function returnTo(returnUrl: string, intent: TSetupIntentRecord): TPageAnswer {
  const url = new URL(returnUrl);
  url.searchParams.set('setup_intent', intent.id);
  url.searchParams.set('setup_intent_client_secret', intent.clientSecret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return { status: 303, location: url.toString() };
}

/** "Solo Agent Monthly: $29.00 per month. Your card will be charged $29.00 on December 10, 2026, when your trial ends." */
function describeLaterCharge(context: TBillingContext, intent: TSetupIntentRecord): string {
  const subscription = context.state.subscriptions[intent.subscriptionId];
  const price = subscription ? context.prices.get(subscription.priceId) : undefined;
  if (!subscription || !price) return 'Nothing is due today.';
  const amount = escapeHtml(formatAmount(price.unitAmount, price.currency));
  const when = subscription.trialEnd ?? subscription.currentPeriodEnd;
  return `${escapeHtml(price.nickname)}: ${amount} per ${price.interval}. Nothing is due today. Your card will be charged <strong>${amount}</strong> on <strong>${escapeHtml(formatDate(when))}</strong>, when your trial ends.`;
}

function cardForm(context: TBillingContext, intent: TSetupIntentRecord, returnUrl: string, error: string | null): string {
  const action = `/checkout/${encodeURIComponent(intent.clientSecret)}`;
  return htmlPage(
    'Payment information',
    `<h1>Payment information</h1><p>${describeLaterCharge(context, intent)}</p>${cardFields({ action, returnUrl, error, submitLabel: 'Save card' })}`,
  );
}

function authenticationStep(intent: TSetupIntentRecord, returnUrl: string): string {
  const action = `/checkout/${encodeURIComponent(intent.clientSecret)}/authenticate`;
  const hidden = `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`;
  return htmlPage(
    'Confirm your card',
    `<h1>Confirm your card</h1><p>Your bank asks you to confirm this card for future payments (3-D Secure test).</p>
<form class="card" method="post" action="${escapeHtml(action)}">${hidden}
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button></form>`,
  );
}

/**
 * The card form of a SetupIntent secret (`seti_…`): a trial's subscription saves the card it will charge when
 * the trial ends. Same contract as the payment form: GET shows it, POST confirms, success redirects back.
 */
export function answerSetupPage(context: TBillingContext, method: string, step: string | undefined, secret: string, returnUrl: string, form: TFormObject): TPageAnswer {
  const intent = findSetupIntentBySecret(context, secret);
  if (intent.status === 'canceled') {
    return { status: 400, html: htmlPage('Card no longer needed', '<h1>Card no longer needed</h1><p role="alert">This subscription was canceled. Go back and choose your plan again.</p>') };
  }
  if (intent.status === 'succeeded') return { status: 200, html: htmlPage('Card saved', `<h1>Card saved</h1><p>This card (${escapeHtml(intent.id)}) is already saved.</p>`) };
  if (method === 'GET') return { status: 200, html: step === 'authenticate' && intent.status === 'requires_action' ? authenticationStep(intent, returnUrl) : cardForm(context, intent, returnUrl, null) };
  try {
    if (step === 'authenticate') return returnTo(returnUrl, completeSetupAuthentication(context, secret, formString(form, 'outcome') === 'complete'));
    const problem = formProblem(form, new Date(context.now() * 1000));
    if (problem) return { status: 400, html: cardForm(context, intent, returnUrl, problem) };
    const confirmed = confirmSetupWithCard(context, secret, formString(form, 'card_number') ?? '');
    if (confirmed.status === 'requires_action') return { status: 303, location: `/checkout/${encodeURIComponent(secret)}/authenticate?return_url=${encodeURIComponent(returnUrl)}` };
    return returnTo(returnUrl, confirmed);
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    return { status: error.status, html: cardForm(context, intent, returnUrl, error.message) };
  }
}
