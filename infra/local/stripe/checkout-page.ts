import { StripeRequestError, type TBillingContext } from './billing-context';
import type { TFormObject } from './form-body';
import { formString } from './form-body';
import { cardFields, formProblem } from './card-fields';
import { escapeHtml, formatAmount, htmlPage, safeReturnUrl } from './html-page';
import { completeAuthentication, confirmWithCard, findIntentBySecret } from './invoice-payments';
import type { TPageAnswer } from './page-answer';
import { isSetupSecret } from './setup-intents';
import { answerSetupPage } from './setup-page';
import type { TPaymentIntentRecord } from './stripe-state';

/** Back to the app the way Stripe.js returns from a redirect: the intent, its secret and `redirect_status`. */
function returnTo(returnUrl: string, intent: TPaymentIntentRecord): TPageAnswer {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('payment_intent_client_secret', intent.clientSecret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return { status: 303, location: url.toString() };
}

function describeCharge(context: TBillingContext, intent: TPaymentIntentRecord): string {
  const invoice = context.state.invoices[intent.invoiceId];
  const subscription = invoice ? context.state.subscriptions[invoice.subscriptionId] : undefined;
  const price = subscription ? context.prices.get(subscription.priceId) : undefined;
  const plan = price ? `${escapeHtml(price.nickname)}: ` : '';
  return `${plan}<strong>${escapeHtml(formatAmount(intent.amount, intent.currency))}</strong>${price ? ` per ${price.interval}` : ''}, due today`;
}

function cardForm(context: TBillingContext, intent: TPaymentIntentRecord, returnUrl: string, error: string | null): string {
  const action = `/checkout/${encodeURIComponent(intent.clientSecret)}`;
  return htmlPage(
    'Payment information',
    `<h1>Payment information</h1><p>${describeCharge(context, intent)}</p>${cardFields({ action, returnUrl, error, submitLabel: `Pay ${formatAmount(intent.amount, intent.currency)}` })}`,
  );
}

function authenticationStep(intent: TPaymentIntentRecord, returnUrl: string): string {
  const action = `/checkout/${encodeURIComponent(intent.clientSecret)}/authenticate`;
  const hidden = `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`;
  return htmlPage(
    'Confirm your payment',
    `<h1>Confirm your payment</h1><p>Your bank asks you to confirm this payment (3-D Secure test).</p>
<form class="card" method="post" action="${escapeHtml(action)}">${hidden}
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button></form>`,
  );
}

const finished = (intent: TPaymentIntentRecord) => htmlPage('Payment complete', `<h1>Payment complete</h1><p>This payment (${escapeHtml(intent.id)}) has already succeeded.</p>`);

/**
 * The local card form at `/checkout/<client secret>[/authenticate]?return_url=…`: GET shows it, POST confirms
 * the payment intent (or, for a `seti_…` secret, the SetupIntent of a trial: setup-page.ts); success or the
 * extra step redirect, a refusal shows Stripe's message on the form.
 */
export function answerCheckoutPage(context: TBillingContext, method: string, parts: string[], query: URLSearchParams, form: TFormObject): TPageAnswer {
  const [secret = '', step] = parts;
  const returnUrl = safeReturnUrl(formString(form, 'return_url') ?? query.get('return_url'));
  if (!returnUrl) return { status: 400, html: htmlPage('Missing return address', '<h1>Missing return address</h1><p role="alert">Open this page with a <code>return_url</code> (an absolute http or https address).</p>') };
  if (isSetupSecret(secret)) return answerSetupPage(context, method, step, secret, returnUrl, form);
  const intent = findIntentBySecret(context, secret);
  if (intent.status === 'canceled') {
    return { status: 400, html: htmlPage('Payment no longer due', '<h1>Payment no longer due</h1><p role="alert">This payment was canceled. Go back and choose your plan again.</p>') };
  }
  if (method === 'GET') {
    if (intent.status === 'succeeded') return { status: 200, html: finished(intent) };
    return { status: 200, html: step === 'authenticate' && intent.status === 'requires_action' ? authenticationStep(intent, returnUrl) : cardForm(context, intent, returnUrl, null) };
  }
  try {
    if (step === 'authenticate') return returnTo(returnUrl, completeAuthentication(context, secret, formString(form, 'outcome') === 'complete'));
    const problem = formProblem(form, new Date(context.now() * 1000));
    if (problem) return { status: 400, html: cardForm(context, intent, returnUrl, problem) };
    const confirmed = confirmWithCard(context, secret, formString(form, 'card_number') ?? '');
    if (confirmed.status === 'requires_action') return { status: 303, location: `/checkout/${encodeURIComponent(secret)}/authenticate?return_url=${encodeURIComponent(returnUrl)}` };
    return returnTo(returnUrl, confirmed);
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    if (intent.status === 'succeeded') return { status: 200, html: finished(intent) };
    return { status: error.status, html: cardForm(context, intent, returnUrl, error.message) };
  }
}
