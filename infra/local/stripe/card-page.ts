import { StripeRequestError, type TBillingContext } from './billing-context';
import { cardFields, formProblem } from './card-fields';
import { formString, type TFormObject } from './form-body';
import { escapeHtml, htmlPage } from './html-page';
import type { TPageAnswer } from './page-answer';

type TCardIntent = { id: string; clientSecret: string; status: string };

/** What one card page (a payment's, a trial's card set-up) confirms and the words it shows. */
export type TCardPage<TIntent extends TCardIntent> = {
  /** The redirect's query names, as Stripe.js's: `payment_intent` or `setup_intent` (and `…_client_secret`). */
  intentParam: 'payment_intent' | 'setup_intent';
  find: (context: TBillingContext, secret: string) => TIntent;
  confirm: (context: TBillingContext, secret: string, cardNumber: string) => TIntent;
  authenticate: (context: TBillingContext, secret: string, isCompleted: boolean) => TIntent;
  /** The paragraph above the card form (HTML) and the button's words. */
  form: (context: TBillingContext, intent: TIntent) => { about: string; submitLabel: string };
  /** The 3-D Secure step's heading and sentence. */
  authentication: { title: string; text: string };
  /** The page of a canceled intent, and of one already done (`finished` is given the intent's id, escaped). */
  canceled: { title: string; text: string };
  finished: { title: string; text: (id: string) => string };
};

/** Back to the app the way Stripe.js returns from a redirect: the intent, its secret and `redirect_status`. */
function returnTo<TIntent extends TCardIntent>(page: TCardPage<TIntent>, returnUrl: string, intent: TIntent): TPageAnswer {
  const url = new URL(returnUrl);
  url.searchParams.set(page.intentParam, intent.id);
  url.searchParams.set(`${page.intentParam}_client_secret`, intent.clientSecret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return { status: 303, location: url.toString() };
}

function cardForm<TIntent extends TCardIntent>(
  page: TCardPage<TIntent>,
  context: TBillingContext,
  intent: TIntent,
  returnUrl: string,
  error: string | null,
): string {
  const { about, submitLabel } = page.form(context, intent);
  const action = `/checkout/${encodeURIComponent(intent.clientSecret)}`;
  return htmlPage('Payment information', `<h1>Payment information</h1><p>${about}</p>${cardFields({ action, returnUrl, error, submitLabel })}`);
}

/** The way back to the app without confirming anything (the app's return screen asks again or says nothing changed). */
const backLink = (returnUrl: string) => `<p><a href="${escapeHtml(returnUrl)}">Return without confirming</a></p>`;

function authenticationStep<TIntent extends TCardIntent>(page: TCardPage<TIntent>, intent: TIntent, returnUrl: string): string {
  const action = `/checkout/${encodeURIComponent(intent.clientSecret)}/authenticate`;
  const hidden = `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`;
  return htmlPage(
    page.authentication.title,
    `<h1>${page.authentication.title}</h1><p>${page.authentication.text} (3-D Secure test).</p>
<form class="card" method="post" action="${escapeHtml(action)}">${hidden}
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button></form>
${backLink(returnUrl)}`,
  );
}

/**
 * A card page at `/checkout/<client secret>[/authenticate]`: GET shows the form (or the 3-D Secure step),
 * POST confirms the intent; success or the extra step redirect, a refusal shows Stripe's message on the form.
 */
export function answerCardPage<TIntent extends TCardIntent>(
  page: TCardPage<TIntent>,
  context: TBillingContext,
  request: { method: string; step: string | undefined; secret: string; returnUrl: string; form: TFormObject },
): TPageAnswer {
  const { method, step, secret, returnUrl, form } = request;
  const intent = page.find(context, secret);
  const finished = () => ({
    status: 200,
    html: htmlPage(page.finished.title, `<h1>${page.finished.title}</h1><p>${page.finished.text(escapeHtml(intent.id))}</p>${backLink(returnUrl)}`),
  });
  if (intent.status === 'canceled')
    return {
      status: 400,
      html: htmlPage(page.canceled.title, `<h1>${page.canceled.title}</h1><p role="alert">${page.canceled.text}</p>${backLink(returnUrl)}`),
    };
  if (method === 'GET') {
    if (intent.status === 'succeeded') return finished();
    return {
      status: 200,
      html:
        step === 'authenticate' && intent.status === 'requires_action'
          ? authenticationStep(page, intent, returnUrl)
          : cardForm(page, context, intent, returnUrl, null),
    };
  }
  try {
    if (step === 'authenticate') return returnTo(page, returnUrl, page.authenticate(context, secret, formString(form, 'outcome') === 'complete'));
    const problem = formProblem(form, new Date(context.now() * 1000));
    if (problem) return { status: 400, html: cardForm(page, context, intent, returnUrl, problem) };
    const confirmed = page.confirm(context, secret, formString(form, 'card_number') ?? '');
    if (confirmed.status === 'requires_action')
      return { status: 303, location: `/checkout/${encodeURIComponent(secret)}/authenticate?return_url=${encodeURIComponent(returnUrl)}` };
    return returnTo(page, returnUrl, confirmed);
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    if (intent.status === 'succeeded') return finished();
    return { status: error.status, html: cardForm(page, context, intent, returnUrl, error.message) };
  }
}
