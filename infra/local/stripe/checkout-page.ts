import type { TBillingContext } from './billing-context';
import { answerCardPage, type TCardPage } from './card-page';
import type { TFormObject } from './form-body';
import { formString } from './form-body';
import { escapeHtml, formatAmount, htmlPage, safeReturnUrl } from './html-page';
import { completeAuthentication, confirmWithCard, findIntentBySecret } from './invoice-payments';
import type { TPageAnswer } from './page-answer';
import { isSetupSecret } from './setup-intents';
import { SETUP_PAGE } from './setup-page';
import type { TPaymentIntentRecord } from './stripe-state';

function describeCharge(context: TBillingContext, intent: TPaymentIntentRecord): string {
  const invoice = context.state.invoices[intent.invoiceId];
  const subscription = invoice ? context.state.subscriptions[invoice.subscriptionId] : undefined;
  const price = subscription ? context.prices.get(subscription.priceId) : undefined;
  const plan = price ? `${escapeHtml(price.nickname)}: ` : '';
  return `${plan}<strong>${escapeHtml(formatAmount(intent.amount, intent.currency))}</strong>${price ? ` per ${price.interval}` : ''}, due today`;
}

const PAYMENT_PAGE: TCardPage<TPaymentIntentRecord> = {
  intentParam: 'payment_intent',
  find: findIntentBySecret,
  confirm: confirmWithCard,
  authenticate: completeAuthentication,
  form: (context, intent) => ({ about: describeCharge(context, intent), submitLabel: `Pay ${formatAmount(intent.amount, intent.currency)}` }),
  authentication: { title: 'Confirm your payment', text: 'Your bank asks you to confirm this payment' },
  canceled: { title: 'Payment no longer due', text: 'This payment was canceled. Go back and choose your plan again.' },
  finished: { title: 'Payment complete', text: (id) => `This payment (${id}) has already succeeded.` },
};

/**
 * The local card form at `/checkout/<client secret>[/authenticate]?return_url=…` (card-page.ts): a payment
 * intent's, or for a `seti_…` secret the SetupIntent of a trial's (setup-page.ts).
 */
export function answerCheckoutPage(context: TBillingContext, method: string, parts: string[], query: URLSearchParams, form: TFormObject): TPageAnswer {
  const [secret = '', step] = parts;
  const returnUrl = safeReturnUrl(formString(form, 'return_url') ?? query.get('return_url'));
  if (!returnUrl)
    return {
      status: 400,
      html: htmlPage(
        'Missing return address',
        '<h1>Missing return address</h1><p role="alert">Open this page with a <code>return_url</code> (an absolute http or https address).</p>',
      ),
    };
  const request = { method, step, secret, returnUrl, form };
  return isSetupSecret(secret) ? answerCardPage(SETUP_PAGE, context, request) : answerCardPage(PAYMENT_PAGE, context, request);
}
