import { screen, waitFor, within } from '@testing-library/react';
import { navigateTo } from '../../../lib/navigation';
import { makeCurrentUser } from '../../../testing/factories';
import { mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

vi.mock(import('../../../lib/navigation'), async (importOriginal) => ({ ...(await importOriginal()), navigateTo: vi.fn() }));

describe('/subscribe', () => {
  beforeEach(() => vi.mocked(navigateTo).mockClear());

  it('shows the four plans, Solo Agent Monthly chosen by default, with prices and features', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    const { user } = renderApp('/subscribe');
    const plans = await screen.findByRole('group', { name: 'Choose your plan' });
    const radios = within(plans).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual']);
    expect(within(plans).getByRole('radio', { name: /Solo Agent Monthly/ })).toBeChecked();
    for (const text of ['$29', '$299', '$99', '$999', 'Save $49', 'Save $189', 'Up to 25 active listings', 'Up to 100 active listings', 'API access', 'Priority support', 'Shared lead pool']) {
      expect(within(plans).getAllByText(text)[0]).toBeInTheDocument();
    }

    await user.click(within(plans).getByRole('radio', { name: /Team Annual/ }));
    expect(within(plans).getByRole('radio', { name: /Team Annual/ })).toBeChecked();
    const payment = screen.getByRole('heading', { name: 'Payment Information' }).closest('.rounded-xl') as HTMLElement;
    expect(within(payment).getByText(/Selected plan:/)).toHaveTextContent('Selected plan: Team Annual ($999/year)');
  });

  it('says honestly that payment processing is unavailable: no checkout, a way back, and the provider note', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    renderApp('/subscribe');
    expect(await screen.findByRole('heading', { name: 'Payment Information' })).toBeInTheDocument();
    expect(screen.getByText('Payment Processing Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/processed securely by our card payment provider\. You can cancel your subscription anytime\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pay|subscribe/i })).not.toBeInTheDocument();
  });

  it("signed out: 'Unauthorized' / 'You need to be logged in to subscribe.' then login", async () => {
    mockApi();
    renderApp('/subscribe');
    expect((await screen.findAllByText('You need to be logged in to subscribe.'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Unauthorized')[0]).toBeInTheDocument();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/login'));
  });
});
