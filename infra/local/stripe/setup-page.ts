import type { TBillingContext } from './billing-context';
import type { TCardPage } from './card-page';
import { escapeHtml, formatAmount, formatDate } from './html-page';
import { completeSetupAuthentication, confirmSetupWithCard, findSetupIntentBySecret } from './setup-intents';
import type { TSetupIntentRecord } from './stripe-state';

/** "Solo Agent Monthly: $29.00 per month. Your card will be charged $29.00 on Dec 10, when your trial ends." */
function describeLaterCharge(context: TBillingContext, intent: TSetupIntentRecord): string {
  const subscription = context.state.subscriptions[intent.subscriptionId];
  const price = subscription ? context.prices.get(subscription.priceId) : undefined;
  if (!subscription || !price) return 'Nothing is due today.';
  const amount = escapeHtml(formatAmount(price.unitAmount, price.currency));
  const when = subscription.trialEnd ?? subscription.currentPeriodEnd;
  return `${escapeHtml(price.nickname)}: ${amount} per ${price.interval}. Nothing is due today. Your card will be charged <strong>${amount}</strong> on <strong>${escapeHtml(formatDate(when))}</strong>, when your trial ends.`;
}

/**
 * The card page of a SetupIntent secret (`seti_…`): a trial's subscription saves the card it will charge when
 * the trial ends. Same contract as the payment page (card-page.ts).
 */
export const SETUP_PAGE: TCardPage<TSetupIntentRecord> = {
  intentParam: 'setup_intent',
  find: findSetupIntentBySecret,
  confirm: confirmSetupWithCard,
  authenticate: completeSetupAuthentication,
  form: (context, intent) => ({ about: describeLaterCharge(context, intent), submitLabel: 'Save card' }),
  authentication: { title: 'Confirm your card', text: 'Your bank asks you to confirm this card for future payments' },
  canceled: { title: 'Card no longer needed', text: 'This subscription was canceled. Go back and choose your plan again.' },
  finished: { title: 'Card saved', text: (id) => `This card (${id}) is already saved.` },
};
