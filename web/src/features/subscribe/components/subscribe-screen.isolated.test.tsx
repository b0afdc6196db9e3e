import { screen, waitFor, within } from '@testing-library/react';
import { chargeDate } from '@shared/time/charge-date';
import { pageNavigation } from '../../../lib/navigation';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const SUBSCRIPTION = {
  plan: 'solo_monthly',
  status: 'trialing',
  amount: 2900,
  currency: 'usd',
  interval: 'month',
  currentPeriodEnd: '2099-01-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  allowsListing: true,
  listingLimit: 25,
};
const BILLING = {
  subscription: SUBSCRIPTION,
  hasPaymentAccount: true,
  plans: ['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual'].map((plan) => ({ plan, priceId: `price_${plan}` })),
};

describe('/subscribe', () => {
  it('shows the four plans, Solo Agent Monthly chosen by default, with prices and features', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    const { user } = renderApp('/subscribe');
    const plans = await screen.findByRole('group', { name: 'Choose your plan' });
    const radios = within(plans).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual']);
    expect(within(plans).getByRole('radio', { name: /Solo Agent Monthly/ })).toBeChecked();
    for (const text of [
      '$29',
      '$299',
      '$99',
      '$999',
      'Save $49',
      'Save $189',
      'Up to 25 active listings',
      'Up to 100 active listings',
      'API access',
      'Priority support',
      'Shared lead pool',
      'Team member management',
    ]) {
      expect(within(plans).getAllByText(text)[0]).toBeInTheDocument();
    }

    await user.click(within(plans).getByRole('radio', { name: /Team Annual/ }));
    expect(within(plans).getByRole('radio', { name: /Team Annual/ })).toBeChecked();
    const payment = screen.getByRole('heading', { name: 'Payment Information' }).closest('.rounded-xl') as HTMLElement;
    expect(within(payment).getByText(/Selected plan:/)).toHaveTextContent('Selected plan: Team Annual ($999/year)');
  });

  it('opens with the plan chosen on a pricing card (?plan=)', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })), 'GET /api/billing': () => jsonResponse(BILLING) });
    renderApp('/subscribe?plan=team_annual');
    expect(await screen.findByRole('radio', { name: /Team Annual/ })).toBeChecked();
  });

  it('once a card is saved during the trial: the plan and its first charge, no checkout again; a switch goes through the plan change and says why not when refused (issue 40.4)', async () => {
    const trialEnd = new Date(Date.now() + 9 * 86_400_000).toISOString();
    const subscribed = { ...BILLING, subscription: { ...SUBSCRIPTION, trialEnd, currentPeriodEnd: trialEnd, hasPaymentMethod: true } };
    let refusal: string | null = null;
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () => jsonResponse(subscribed),
      'PATCH /api/billing/subscription': () =>
        refusal
          ? jsonResponse({ message: refusal, code: 'CONFLICT' }, 409, 'Conflict')
          : jsonResponse({ ...subscribed, subscription: { ...subscribed.subscription, plan: 'team_monthly', amount: 9900 } }),
    });
    const { user } = renderApp('/subscribe');
    expect(await screen.findByRole('heading', { name: `Subscribed to Solo Agent Monthly, first charge ${chargeDate(trialEnd)}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled();

    refusal = 'You have no paid subscription to change. Choose a plan on the subscribe page.';
    await user.click(screen.getByRole('radio', { name: /Team Monthly/ }));
    expect(screen.getByText(/Nothing is due today/)).toHaveTextContent(
      `Nothing is due today: your card is charged the new plan's price on ${chargeDate(trialEnd)}, when your trial ends.`,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to Team Monthly' }));
    expect((await screen.findAllByText(refusal))[0]).toBeInTheDocument();

    refusal = null;
    await user.click(screen.getByRole('button', { name: 'Switch to Team Monthly' }));
    expect(await screen.findByRole('heading', { name: `Subscribed to Team Monthly, first charge ${chargeDate(trialEnd)}` })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/billing/subscription').map((call) => call.body)).toEqual([
      { priceId: 'price_team_monthly' },
      { priceId: 'price_team_monthly' },
    ]);
    expect(api.callsTo('POST', '/api/create-subscription')).toEqual([]);
  });

  it('tells a buyer that plans are for professionals, with the provider note gone and a way back', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    renderApp('/subscribe');
    expect(await screen.findByText('Plans are for real estate professionals.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /payment/i })).not.toBeInTheDocument();
  });

  it('sends an agent to the card form for the chosen plan, asking to come back to /subscribe', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () => jsonResponse(BILLING),
      'POST /api/create-subscription': () =>
        jsonResponse({
          clientSecret: 'pi_1_secret_2',
          intent: 'payment',
          firstChargeAt: null,
          checkoutUrl: 'http://127.0.0.1:3104/checkout/pi_1_secret_2',
          publishableKey: null,
        }),
    });
    const { user } = renderApp('/subscribe');
    await user.click(await screen.findByRole('radio', { name: /Team Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const returnUrl = new URL('/subscribe?checkout=return', window.location.origin).toString();
    await waitFor(() =>
      expect(pageNavigation.assign).toHaveBeenCalledWith(`http://127.0.0.1:3104/checkout/pi_1_secret_2?return_url=${encodeURIComponent(returnUrl)}`),
    );
    expect(api.callsTo('POST', '/api/create-subscription')[0]!.body).toEqual({ priceId: 'price_team_monthly' });
  });

  it('during a running trial says nothing is due today and when the card will first be charged; a lapsed trial does not', async () => {
    const trialEnd = new Date(Date.now() + 9 * 86_400_000);
    trialEnd.setUTCHours(18, 0, 0, 0);
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () =>
        jsonResponse({ ...BILLING, subscription: { ...SUBSCRIPTION, trialEnd: trialEnd.toISOString(), currentPeriodEnd: trialEnd.toISOString() } }),
    });
    const { user } = renderApp('/subscribe');
    const when = chargeDate(trialEnd.toISOString());
    expect(await screen.findByText(/Nothing is due today/)).toHaveTextContent(
      `Nothing is due today. Your card will be charged $29 on ${when}, when your trial ends.`,
    );
    await user.click(screen.getByRole('radio', { name: /Team Annual/ }));
    expect(screen.getByText(/Nothing is due today/)).toHaveTextContent(`Your card will be charged $999 on ${when}`);
  });

  it('after the trial has ended asks for no later date', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () =>
        jsonResponse({ ...BILLING, subscription: { ...SUBSCRIPTION, status: 'canceled', allowsListing: false, trialEnd: '2020-01-01T00:00:00.000Z' } }),
    });
    renderApp('/subscribe');
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled());
    expect(screen.queryByText(/Nothing is due today/)).not.toBeInTheDocument();
  });

  it('back from saving the card during the trial, waits for the webhook and says when the card will be charged', async () => {
    let answers = 0;
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () =>
        jsonResponse({
          ...BILLING,
          subscription: {
            ...SUBSCRIPTION,
            plan: 'solo_annual',
            amount: 29900,
            interval: 'year',
            trialEnd: '2099-03-14T15:00:00.000Z',
            hasPaymentMethod: (answers += 1) > 1,
          },
        }),
    });
    renderApp('/subscribe?checkout=return&redirect_status=succeeded&setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_2');
    expect(await screen.findByText('Saving your card…')).toBeInTheDocument();
    expect(await screen.findByText('Your card is saved.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Your trial continues/)).toHaveTextContent(
      'Your trial continues. Your card will be charged $299.00 on Mar 14, 2099, when your trial ends.',
    );
  });

  it("says 'Failed to initialize subscription. Please try again.' when the server cannot start one", async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () => jsonResponse(BILLING),
      'POST /api/create-subscription': () =>
        jsonResponse({ message: 'The payment provider could not be reached. Please try again.', code: 'PAYMENT_PROVIDER_ERROR' }, 502, 'Bad Gateway'),
    });
    const { user } = renderApp('/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findAllByText('Failed to initialize subscription. Please try again.'))[0]).toBeInTheDocument();
    expect(pageNavigation.assign).not.toHaveBeenCalled();
  });

  it('waits for the payment webhook after the card form, then shows the subscription as active', async () => {
    let answers = 0;
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/billing': () => jsonResponse({ ...BILLING, subscription: { ...SUBSCRIPTION, status: (answers += 1) > 1 ? 'active' : 'incomplete' } }),
    });
    renderApp('/subscribe?checkout=return&redirect_status=succeeded&payment_intent=pi_1');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Your subscription is active.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("signed out: 'Unauthorized' / 'You need to be logged in to subscribe.' then login", async () => {
    mockApi();
    renderApp('/subscribe');
    expect((await screen.findAllByText('You need to be logged in to subscribe.'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Unauthorized')[0]).toBeInTheDocument();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'));
  });
});
