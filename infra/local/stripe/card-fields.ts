import type { TFormObject } from './form-body';
import { formString } from './form-body';
import { escapeHtml } from './html-page';

/** The labelled card form both card pages share (payment and setup): number, expiry, CVC, the test cards. */
export function cardFields({
  action,
  returnUrl,
  error,
  submitLabel,
}: {
  action: string;
  returnUrl: string;
  error: string | null;
  submitLabel: string;
}): string {
  const alert = error ? `<div role="alert" id="card-error">${escapeHtml(error)}</div>` : '';
  const described = error ? ' aria-describedby="card-error"' : '';
  return `${alert}
<form class="card" method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<label for="card-number">Card number</label>
<input type="text" id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${described}${error ? ' aria-invalid="true" autofocus' : ''}>
<div class="row"><div><label for="card-expiry">Expiry (MM / YY)</label>
<input type="text" id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12 / 34" required></div>
<div><label for="card-cvc">CVC</label><input type="text" id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<button type="submit">${escapeHtml(submitLabel)}</button>
</form>
<p><a href="${escapeHtml(returnUrl)}">Return without paying</a></p>
<p class="note">Stripe's test cards: 4242 4242 4242 4242 (and the other brands' test numbers) succeed; 4000 0027 6000 3184 and 4000 0000 0000 3220 ask for 3-D Secure, then succeed; 4000 0000 0000 0002, 9995 (insufficient funds), 9987 (lost), 9979 (stolen), 0069 (expired), 0127 (wrong CVC) and 0119 (processing error) are declined. Any future expiry and any CVC.</p>`;
}

/** Stripe.js's own checks before it sends anything: an expiry in the future and a 3–4 digit CVC. */
export function formProblem(form: TFormObject, now: Date): string | null {
  const expiry = (formString(form, 'expiry') ?? '').match(/^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/);
  if (!expiry) return "Your card's expiration date is incomplete.";
  const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test((formString(form, 'cvc') ?? '').trim())) return "Your card's security code is incomplete.";
  return null;
}
