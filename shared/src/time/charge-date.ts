/**
 * 'Dec 12': the day a subscription is first charged (or renews), said one way everywhere: the dashboard, /subscribe,
 * /account, the checkout return and the local Stripe stand-in's card page. In the reader's own time zone (the
 * browser's; locally the stand-in runs on the same machine, so its page names the same day). The year is added
 * only when it is not the current one.
 */
export function chargeDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const isThisYear = new Intl.DateTimeFormat('en-US', { year: 'numeric' }).format(date) === new Intl.DateTimeFormat('en-US', { year: 'numeric' }).format(now);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...(isThisYear ? {} : { year: 'numeric' }) }).format(date);
}
