import { noSuch, type TBillingContext } from './billing-context';
import { formString, type TFormObject } from './form-body';
import { escapeHtml, formatAmount, formatDate, htmlPage } from './html-page';
import type { TPageAnswer } from './page-answer';
import type { TSubscriptionRecord } from './stripe-state';
import { findSubscription, updateSubscription } from './subscription-lifecycle';

const isLive = (subscription: TSubscriptionRecord) => ['trialing', 'active', 'past_due'].includes(subscription.status);

function subscriptionCard(context: TBillingContext, sessionId: string, subscription: TSubscriptionRecord): string {
  const current = context.prices.get(subscription.priceId);
  const action = escapeHtml(`/portal/${sessionId}`);
  const hidden = `<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">`;
  const renewal = subscription.cancelAtPeriodEnd
    ? `Cancels on ${formatDate(subscription.currentPeriodEnd)}.`
    : `${subscription.status === 'trialing' ? 'Trial ends' : 'Renews'} on ${formatDate(subscription.currentPeriodEnd)}.`;
  const options = [...context.prices.values()]
    .map((price) => {
      const id = `price-${escapeHtml(price.id)}`;
      const checked = price.id === subscription.priceId ? ' checked' : '';
      return `<label class="option" for="${id}"><input type="radio" id="${id}" name="price" value="${escapeHtml(price.id)}"${checked}> ${escapeHtml(price.nickname)}, ${escapeHtml(formatAmount(price.unitAmount, price.currency))}/${price.interval}</label>`;
    })
    .join('');
  const cancelOrRenew = subscription.cancelAtPeriodEnd
    ? `<button type="submit" name="action" value="renew">Renew plan</button>`
    : `<button type="submit" name="action" value="cancel" class="secondary">Cancel plan at period end</button>`;
  return `<section class="card" aria-labelledby="plan-${escapeHtml(subscription.id)}">
<h2 id="plan-${escapeHtml(subscription.id)}">${escapeHtml(current?.nickname ?? subscription.priceId)}</h2>
<p>Status: ${escapeHtml(subscription.status)}. ${renewal}</p>
<form method="post" action="${action}">${hidden}<fieldset><legend>Change plan</legend>${options}</fieldset>
<button type="submit" name="action" value="change_plan">Update plan</button></form>
<form method="post" action="${action}">${hidden}${cancelOrRenew}</form></section>`;
}

/**
 * The local customer portal at `/portal/<session id>`: change the plan or cancel at period end (the same
 * subscription updates Stripe's portal makes, with their webhooks), then back to the session's return_url.
 */
export function answerPortalPage(context: TBillingContext, method: string, sessionId: string, form: TFormObject): TPageAnswer {
  const session = context.state.portalSessions[sessionId];
  if (!session) throw noSuch('billing portal session', sessionId);
  if (method === 'POST') {
    const subscription = findSubscription(context, formString(form, 'subscription') ?? '');
    if (subscription.customerId !== session.customerId) throw noSuch('subscription', subscription.id);
    const action = formString(form, 'action');
    const price = formString(form, 'price');
    if (action === 'change_plan' && price) updateSubscription(context, subscription, { priceId: price, prorate: true });
    if (action === 'cancel' || action === 'renew') updateSubscription(context, subscription, { cancelAtPeriodEnd: action === 'cancel', prorate: true });
    return { status: 303, location: session.returnUrl };
  }
  const subscriptions = Object.values(context.state.subscriptions).filter((s) => s.customerId === session.customerId && isLive(s));
  const cards = subscriptions.length
    ? subscriptions.map((s) => subscriptionCard(context, sessionId, s)).join('')
    : '<p class="card">No active subscription.</p>';
  return {
    status: 200,
    html: htmlPage(
      'Manage your subscription',
      `<h1>Manage your subscription</h1>${cards}<p><a href="${escapeHtml(session.returnUrl)}">Return to the marketplace</a></p>`,
    ),
  };
}
