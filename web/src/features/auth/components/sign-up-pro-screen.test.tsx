import { screen } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { emptyResponse, jsonResponse, mockApi, signedOutReply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

type TUser = ReturnType<typeof renderApp>['user'];

async function fillValidForm(user: TUser, role: 'Agent' | 'Broker' = 'Agent') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(role) }));
  await user.type(screen.getByLabelText(/Full name/), 'Sam Agent');
  await user.type(screen.getByLabelText(/Email/), 'sam@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole('button', { name: 'Create Professional Account' }));
}

describe('/signup/pro', () => {
  it('shows the spec messages next to each field', async () => {
    const api = mockApi();
    const { user } = renderApp('/signup/pro');
    expect(await screen.findByRole('radio', { name: /Agent/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Professional Account' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to terms')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/License number/)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/auth/signup/pro')).toHaveLength(0);
  });

  it("lists the server's field errors as 'Validation error: path: message, ...'", async () => {
    mockApi({
      'POST /api/auth/signup/pro': () =>
        jsonResponse(
          {
            message: 'Invalid request',
            errors: [
              { path: 'email', message: 'Invalid email' },
              { path: 'phone', message: 'Must be at most 40 characters' },
            ],
          },
          400,
        ),
    });
    const { user } = renderApp('/signup/pro');
    await fillValidForm(user);
    expect((await screen.findAllByText('Validation error: email: Invalid email, phone: Must be at most 40 characters'))[0]).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message when there are no field errors", async () => {
    mockApi({ 'POST /api/auth/signup/pro': () => jsonResponse({ message: 'An account with this email already exists.' }, 409) });
    const { user } = renderApp('/signup/pro');
    await fillValidForm(user);
    expect((await screen.findAllByText('An account with this email already exists.'))[0]).toBeInTheDocument();
  });

  it("falls back to 'Signup failed (status)'", async () => {
    mockApi({ 'POST /api/auth/signup/pro': () => emptyResponse(503, 'Service Unavailable') });
    const { user } = renderApp('/signup/pro');
    await fillValidForm(user);
    expect((await screen.findAllByText('Signup failed (503)'))[0]).toBeInTheDocument();
  });

  it("goes to the server's redirectUrl, with the pro payload", async () => {
    let isSignedIn = false;
    const api = mockApi({
      'GET /api/auth/user': () => (isSignedIn ? jsonResponse(makeCurrentUser({ role: 'AGENT' })) : signedOutReply()),
      'POST /api/auth/signup/pro': () => {
        isSignedIn = true;
        return jsonResponse({ success: true, message: 'Account created', redirectUrl: '/agent/dashboard' }, 201);
      },
    });
    const { user, router } = renderApp('/signup/pro');
    await fillValidForm(user);
    expect(await screen.findByRole('heading', { name: 'Agent Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/dashboard');
    expect(api.callsTo('POST', '/api/auth/signup/pro')[0]?.body).toEqual({
      role: 'AGENT',
      displayName: 'Sam Agent',
      email: 'sam@example.com',
      password: 'correct horse',
      consents: { terms: true, marketing: false },
    });
  });

  it('keeps the plan a pricing card chose (?plan=) through sign-up into the subscribe step (issue 40.5)', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/auth/user': () => (isSignedIn ? jsonResponse(makeCurrentUser({ role: 'AGENT' })) : signedOutReply()),
      'GET /api/billing': () => jsonResponse({ subscription: null, hasPaymentAccount: false, plans: [] }),
      'POST /api/auth/signup/pro': () => {
        isSignedIn = true;
        return jsonResponse({ success: true, message: 'Account created', redirectUrl: '/agent/dashboard' }, 201);
      },
    });
    const { user, router } = renderApp('/signup/pro?plan=team_monthly');
    expect(await screen.findByText(/Plan chosen:/)).toHaveTextContent('Plan chosen: Team Monthly ($99/month).');
    await fillValidForm(user);
    expect(await screen.findByRole('radio', { name: /Team Monthly/ }, { timeout: 5000 })).toBeChecked();
    expect(router.state.location.pathname + router.state.location.search).toBe('/subscribe?plan=team_monthly');
  });

  it('without a redirectUrl a broker goes to /broker/dashboard', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/auth/user': () => (isSignedIn ? jsonResponse(makeCurrentUser({ role: 'BROKER' })) : signedOutReply()),
      'POST /api/auth/signup/pro': () => {
        isSignedIn = true;
        return jsonResponse({ success: true, message: 'Account created', redirectUrl: '' }, 201);
      },
    });
    const { user, router } = renderApp('/signup/pro');
    await fillValidForm(user, 'Broker');
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/broker/dashboard');
  });
});
