import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chargeDate } from '@shared/time/charge-date';
import { pageNavigation } from '../../../lib/navigation';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeFile, mockXhr } from '../../../testing/mock-xhr';
import { AGENT_ID, makeAccount } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const upload = {
  key: `avatars/${AGENT_ID}/a.jpg`,
  url: 'http://s3.local/photos',
  fields: { key: `avatars/${AGENT_ID}/a.jpg` },
  expiresAt: '2030-01-01T00:00:00Z',
};

/** The session user follows what the account routes stored, as the server's would. */
const BILLING = {
  subscription: {
    plan: 'solo_monthly',
    status: 'active',
    amount: 2900,
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: '2099-01-01T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
    allowsListing: true,
    listingLimit: 25,
  },
  hasPaymentAccount: true,
  plans: ['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual'].map((plan) => ({ plan, priceId: `price_${plan}` })),
};

function accountApi(initial = makeAccount(), billing: unknown = BILLING) {
  let account = initial;
  const session = () => makeCurrentUser({ id: account.id, firstName: account.firstName, role: account.role, profileImageUrl: account.profileImageUrl });
  return mockApi({
    'GET /api/auth/user': () => signedInAs(session())(),
    'GET /api/account': () => jsonResponse(account),
    'GET /api/billing': () => jsonResponse(billing),
    'PATCH /api/billing/subscription': () => jsonResponse({ ...BILLING, subscription: { ...BILLING.subscription, cancelAtPeriodEnd: true } }),
    'POST /api/billing/portal': () => jsonResponse({ url: 'https://billing.example.test/session/bps_1' }),
    'PUT /api/account': (call) => {
      account = { ...account, ...(call.body as object) };
      return jsonResponse(account);
    },
    'POST /api/profile/photos/uploads': () => jsonResponse({ upload }, 201),
    'POST /api/profile/photos': () => {
      account = { ...account, profileImageUrl: '/photos/avatars/a.jpg' };
      return jsonResponse({ type: 'avatar', photoUrl: '/photos/avatars/a.jpg' });
    },
  });
}

describe('/account', () => {
  it('shows the Profile Overview with the role badge, subscription and brokerage', async () => {
    accountApi(makeAccount({ role: 'BROKER', subscriptionStatus: 'active', brokerageName: 'Bluebonnet Brokers' }));
    renderApp('/account');
    // The first render of the file loads the lazy screen's chunk.
    expect(await screen.findByRole('heading', { name: 'Profile Overview' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Real Estate Broker')).toBeInTheDocument();
    expect(screen.getByText('Active Subscription')).toBeInTheDocument();
    expect(screen.getAllByText('Bluebonnet Brokers').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Professional Information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Brokerage name' })).toHaveValue('Bluebonnet Brokers');
  });

  it('shows a professional their plan, status, next renewal and amount, and cancels at period end', async () => {
    const api = accountApi(makeAccount({ role: 'AGENT', subscriptionStatus: 'active' }));
    const { user } = renderApp('/account');
    const billing = (await screen.findByRole('heading', { name: 'Billing' })).closest('.rounded-xl') as HTMLElement;
    expect(await within(billing).findByText('Solo Agent Monthly', { selector: 'dd' })).toBeInTheDocument();
    expect(within(billing).getByText('Active')).toBeInTheDocument();
    expect(within(billing).getByText('Next renewal')).toBeInTheDocument();
    expect(within(billing).getByText(/\$29\.00\/month/)).toBeInTheDocument();
    await user.click(within(billing).getByRole('button', { name: 'Cancel at Period End' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/billing/subscription')[0]?.body).toEqual({ cancelAtPeriodEnd: true }));
  });

  it('says "Subscribed to <plan>, first charge <day>" once a card is saved during the trial, and changes the plan in place', async () => {
    const trialEnd = new Date(Date.now() + 9.5 * 86_400_000).toISOString();
    const subscribed = {
      ...BILLING,
      subscription: { ...BILLING.subscription, status: 'trialing', currentPeriodEnd: trialEnd, trialEnd, hasPaymentMethod: true },
    };
    const api = accountApi(makeAccount({ role: 'AGENT', subscriptionStatus: 'active' }), subscribed);
    const { user } = renderApp('/account');
    const billing = (await screen.findByRole('heading', { name: 'Billing' })).closest('.rounded-xl') as HTMLElement;
    expect(await within(billing).findByText(`Subscribed to Solo Agent Monthly, first charge ${chargeDate(trialEnd)}`)).toBeInTheDocument();
    expect(within(billing).getByText('Trial ends, first charge').nextElementSibling).toHaveTextContent(chargeDate(trialEnd));
    expect(within(billing).queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    await user.selectOptions(within(billing).getByRole('combobox', { name: 'Plan' }), 'Team Monthly');
    await user.click(within(billing).getByRole('button', { name: 'Change Plan' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/billing/subscription')[0]?.body).toEqual({ priceId: 'price_team_monthly' }));
  });

  it("opens the payment provider's portal for the card on file and invoices, returning to /account", async () => {
    const api = accountApi(makeAccount({ role: 'AGENT', subscriptionStatus: 'active' }));
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Payment Method & Invoices' }));
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('https://billing.example.test/session/bps_1'));
    expect(api.callsTo('POST', '/api/billing/portal')[0]?.body).toEqual({ returnPath: '/account' });
    expect(screen.getByRole('button', { name: 'Opening…' })).toBeDisabled();
  });

  it('offers no payment portal to someone the payment provider does not know (a complimentary plan)', async () => {
    accountApi(makeAccount({ role: 'AGENT', subscriptionStatus: 'active' }), { ...BILLING, hasPaymentAccount: false });
    renderApp('/account');
    expect(await screen.findByRole('button', { name: 'Cancel at Period End' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment Method & Invoices' })).not.toBeInTheDocument();
  });

  it('tells a professional whose last payment failed to update the card, and keeps the plan controls', async () => {
    accountApi(makeAccount({ role: 'AGENT', subscriptionStatus: 'inactive' }), { ...BILLING, subscription: { ...BILLING.subscription, status: 'past_due' } });
    renderApp('/account');
    const billing = (await screen.findByRole('heading', { name: 'Billing' })).closest('.rounded-xl') as HTMLElement;
    expect(await within(billing).findByText('Payment overdue')).toBeInTheDocument();
    expect(within(billing).getByText(/Your last payment failed\. Update your card under Payment Method & Invoices/)).toBeInTheDocument();
    expect(within(billing).getByRole('button', { name: 'Payment Method & Invoices' })).toBeInTheDocument();
    expect(screen.queryByText('Active Subscription')).not.toBeInTheDocument();
  });

  it('shows a trial that ran out as ended, with Subscribe Now', async () => {
    const ended = {
      ...BILLING.subscription,
      status: 'trialing',
      amount: null,
      currentPeriodEnd: '2025-01-01T12:00:00.000Z',
      trialEnd: '2025-01-01T12:00:00.000Z',
      allowsListing: false,
    };
    accountApi(makeAccount({ role: 'AGENT', subscriptionStatus: 'inactive' }), { ...BILLING, subscription: ended });
    renderApp('/account');
    const billing = (await screen.findByRole('heading', { name: 'Billing' })).closest('.rounded-xl') as HTMLElement;
    expect(await within(billing).findAllByText('Trial ended')).toHaveLength(2);
    expect(within(billing).queryByText('Free trial')).not.toBeInTheDocument();
    expect(within(billing).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
  });

  it('has no Professional Information for a buyer, and no subscription badge when inactive', async () => {
    accountApi(makeAccount({ role: 'BUYER' }));
    renderApp('/account');
    expect(await screen.findByText('Buyer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Professional Information' })).not.toBeInTheDocument();
    expect(screen.queryByText('Active Subscription')).not.toBeInTheDocument();
  });

  it('saves the personal information and the header shows the new name at once', async () => {
    const api = accountApi();
    const { user } = renderApp('/account');
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await user.clear(firstName);
    await user.type(firstName, 'Samantha');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: 'License number' }), 'TX-123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile has been saved successfully.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/account')[0]?.body).toMatchObject({
      firstName: 'Samantha',
      city: 'Austin',
      licenseNumber: 'TX-123',
      email: 'sam@example.com',
    });
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Samantha' })).toBeInTheDocument();
  });

  it('requires a first name and a valid e-mail', async () => {
    const api = accountApi();
    const { user } = renderApp('/account');
    await user.clear(await screen.findByRole('textbox', { name: /First name/ }));
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/account')).toHaveLength(0);
  });

  it('shows the server message when the e-mail is taken', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/account': () => jsonResponse(makeAccount()),
      'PUT /api/account': () => jsonResponse({ message: 'An account with this e-mail already exists.' }, 409),
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this e-mail already exists.').length).toBe(2);
  });

  it('tells when saving fails', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/account': () => jsonResponse(makeAccount()),
      'PUT /api/account': () => jsonResponse({ message: 'boom' }, 500),
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update your profile. Please try again.')).toBeInTheDocument();
  });

  it('uploads a new avatar with a spinner, and the header menu shows it without a reload', async () => {
    const xhr = mockXhr();
    const api = accountApi();
    const { user } = renderApp('/account');
    await user.upload(await screen.findByLabelText('Change Photo'), makeFile('me.jpg', { size: 4096 }));
    expect(await screen.findByText('Uploading your photo…')).toBeInTheDocument();
    expect(await screen.findByText('Profile photo updated')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/photos/avatars/a.jpg');
    expect(api.callsTo('POST', '/api/profile/photos/uploads')[0]?.body).toMatchObject({ type: 'avatar' });
    expect(xhr.uploads[0]?.fieldNames.at(-1)).toBe('file');
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('presentation')).toHaveAttribute('src', '/photos/avatars/a.jpg'));
  });

  it.each([
    ['a file that is not an image', makeFile('notes.pdf', { type: 'application/pdf' }), 'Please choose an image file (JPG or PNG).'],
    ['an image over 5 MB', makeFile('big.png', { type: 'image/png', size: 5 * 1024 * 1024 + 1 }), 'File size must be less than 5MB'],
  ])('refuses %s', async (_name, file, reason) => {
    const api = accountApi();
    renderApp('/account');
    // The picker only offers images; a drop or a picker that ignores `accept` can still hand over anything.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Change Photo'), file);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/profile/photos/uploads')).toHaveLength(0);
  });

  it('gives the server reason when it refuses the picture', async () => {
    mockXhr();
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/account': () => jsonResponse(makeAccount()),
      'POST /api/profile/photos/uploads': () => jsonResponse({ upload }, 201),
      'POST /api/profile/photos': () => jsonResponse({ message: 'The file is not a JPG, PNG or WebP image.' }, 400),
    });
    const { user } = renderApp('/account');
    await user.upload(await screen.findByLabelText('Change Photo'), makeFile('fake.jpg'));
    expect(await screen.findByText('The file is not a JPG, PNG or WebP image.')).toBeInTheDocument();
  });
});
