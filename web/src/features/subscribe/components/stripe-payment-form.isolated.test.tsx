import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// Real Stripe.js comes from js.stripe.com and cannot run here: only Stripe's two packages are stood in for.
const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  confirmSetup: vi.fn(),
  elements: { name: 'the elements' },
  loadStripe: vi.fn(),
  isElementReady: true,
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: function PaymentElement({ onReady }: { onReady: () => void }) {
    useEffect(() => {
      if (stripe.isElementReady) onReady();
    }, [onReady]);
    return <div aria-label="Card details" role="group" />;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment, confirmSetup: stripe.confirmSetup }),
  useElements: () => stripe.elements,
}));

const BILLING = {
  subscription: null,
  hasPaymentAccount: true,
  plans: ['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual'].map((plan) => ({ plan, priceId: `price_${plan}` })),
};

function openStripeCardForm(
  publishableKey = 'pk_test_123',
  answer: Record<string, unknown> = { clientSecret: 'pi_1_secret_2', intent: 'payment', firstChargeAt: null },
) {
  mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
    'GET /api/billing': () => jsonResponse(BILLING),
    'POST /api/create-subscription': () => jsonResponse({ ...answer, checkoutUrl: null, publishableKey }),
  });
  return renderApp('/subscribe');
}

async function enabledSubscribeButton() {
  const button = await screen.findByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('/subscribe against Stripe (no stand-in card page)', () => {
  beforeEach(() => {
    stripe.loadStripe.mockReset().mockResolvedValue({ name: 'stripe' });
    stripe.confirmPayment.mockReset();
    stripe.confirmSetup.mockReset();
    stripe.isElementReady = true;
  });

  it("shows the Payment Element for the client secret, loading Stripe.js with the server's publishable key", async () => {
    const { user } = openStripeCardForm();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    const card = await screen.findByRole('group', { name: 'Card details' });
    expect(card.closest('[data-client-secret]')).toHaveAttribute('data-client-secret', 'pi_1_secret_2');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    await enabledSubscribeButton();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
  });

  it('says the card form is loading, and cannot be submitted, until the Payment Element is ready', async () => {
    stripe.isElementReady = false;
    const { user } = openStripeCardForm();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading payment form…');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('confirms the payment with the return URL of /subscribe, the button disabled while Stripe works', async () => {
    let answer: (result: unknown) => void = () => undefined;
    stripe.confirmPayment.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = openStripeCardForm();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await user.click(await enabledSubscribeButton());

    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: new URL('/subscribe?checkout=return', window.location.origin).toString() },
    });
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    answer({ error: { type: 'card_error', message: 'Your card was declined.' } });
    await screen.findByRole('button', { name: 'Subscribe' });
  });

  it("during the trial saves the card with confirmSetup (the SetupIntent's secret), says when it will be charged, and never confirms a payment", async () => {
    stripe.confirmSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const { user } = openStripeCardForm('pk_test_123', { clientSecret: 'seti_1_secret_2', intent: 'setup', firstChargeAt: '2099-03-14T15:00:00.000Z' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    const card = await screen.findByRole('group', { name: 'Card details' });
    expect(card.closest('[data-client-secret]')).toHaveAttribute('data-client-secret', 'seti_1_secret_2');
    const payment = screen.getByRole('heading', { name: 'Payment Information' }).closest('.rounded-xl') as HTMLElement;
    expect(within(payment).getByText(/Nothing is due today/)).toHaveTextContent(
      'Nothing is due today. Your card will be charged $29 on Mar 14, 2099, when your trial ends.',
    );
    const save = await screen.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: new URL('/subscribe?checkout=return', window.location.origin).toString() },
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect((await screen.findAllByText('Your card was declined.'))[0]).toBeInTheDocument();
  });

  it("shows Stripe's own reason for a declined card, and the button can be used again", async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const { user } = openStripeCardForm();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await user.click(await enabledSubscribeButton());

    expect((await screen.findAllByText('Your card was declined.'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Payment failed')[0]).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findAllByText('Your card has insufficient funds.'))[0]).toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('says the subscription could not start when Stripe.js does not load', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    // Another key than the other tests': Stripe.js is loaded once per key and page.
    const { user } = openStripeCardForm('pk_test_unreachable');
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findAllByText('Failed to initialize subscription. Please try again.'))[0]).toBeInTheDocument();
    const payment = screen.getByRole('heading', { name: 'Payment Information' }).closest('.rounded-xl') as HTMLElement;
    expect(within(payment).getByText(/could not be loaded/)).toBeInTheDocument();
  });
});
