import { screen, waitFor } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { emptyResponse, jsonResponse, mockApi, signedOutReply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('/signup/buyer', () => {
  it('shows the spec messages next to each field and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderApp('/signup/buyer');
    await user.click(await screen.findByRole('button', { name: 'Create Buyer Account' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to terms')).toBeInTheDocument();

    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/I agree to the/)).toHaveAccessibleDescription('You must agree to terms');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.callsTo('POST', '/api/auth/signup/buyer')).toHaveLength(0);
  });

  it('checks the e-mail format and the password length', async () => {
    mockApi();
    const { user } = renderApp('/signup/buyer');
    await user.type(await screen.findByLabelText(/Full name/), 'Jane Doe');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Buyer Account' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('signs up and lands on /buyer/home signed in', async () => {
    let isSignedIn = false;
    const api = mockApi({
      'GET /api/auth/user': () => (isSignedIn ? jsonResponse(makeCurrentUser()) : signedOutReply()),
      'POST /api/auth/signup/buyer': () => {
        isSignedIn = true;
        return jsonResponse({ success: true, message: 'Account created', redirectUrl: '/buyer/home' }, 201);
      },
    });
    const { user, router } = renderApp('/signup/buyer');
    await user.type(await screen.findByLabelText(/Full name/), 'Jane Doe');
    await user.type(screen.getByLabelText(/Email/), 'Jane@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.selectOptions(screen.getByLabelText('Buying timeframe'), '1–3 months');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create Buyer Account' }));

    expect(await screen.findByRole('heading', { name: 'Buyer Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buyer/home');
    expect(api.callsTo('POST', '/api/auth/signup/buyer')[0]?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      password: 'correct horse',
      timeframe: '1-3-months',
      financing: 'exploring-lenders',
      represented: false,
      consents: { terms: true, marketing: false },
    });
  });

  it("shows the server's message when sign-up fails", async () => {
    mockApi({ 'POST /api/auth/signup/buyer': () => jsonResponse({ message: 'An account with this email already exists.' }, 409) });
    const { user } = renderApp('/signup/buyer');
    await fillValidForm(user);
    expect((await screen.findAllByText('An account with this email already exists.'))[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Buyer Account' })).toBeEnabled();
  });

  it("falls back to 'Could not sign up'", async () => {
    mockApi({ 'POST /api/auth/signup/buyer': () => emptyResponse(502, 'Bad Gateway') });
    const { user } = renderApp('/signup/buyer');
    await fillValidForm(user);
    expect((await screen.findAllByText('Could not sign up'))[0]).toBeInTheDocument();
  });
});

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/Full name/), 'Jane Doe');
  await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole('button', { name: 'Create Buyer Account' }));
}
