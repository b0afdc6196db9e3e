import { screen } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedOutReply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

type TUser = ReturnType<typeof renderApp>['user'];

async function enterPassword(user: TUser) {
  await user.type(await screen.findByLabelText(/Email/), 'jane@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'the right password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function twoFactorApi() {
  let isSignedIn = false;
  return mockApi({
    'GET /api/auth/user': () => (isSignedIn ? jsonResponse(makeCurrentUser()) : signedOutReply()),
    'POST /api/auth/signin': () => jsonResponse({ message: 'Enter the code from your authenticator app.', twoFactorRequired: true }),
    'POST /api/auth/signin/two-factor': (call) => {
      if ((call.body as { code: string }).code !== '123456') return jsonResponse({ message: 'Invalid authentication code.' }, 401, 'Unauthorized');
      isSignedIn = true;
      return jsonResponse({ message: 'Welcome back!', redirectUrl: '/' });
    },
  });
}

describe('/signin with two-factor on', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const api = twoFactorApi();
    const { user, router } = renderApp('/signin');
    await enterPassword(user);
    const code = await screen.findByLabelText(/Authentication code/);
    expect(router.state.location.pathname).toBe('/signin');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Buyer Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST', '/api/auth/signin/two-factor')[0]?.body).toEqual({ code: '123456' });
  }, 20_000);

  it("shows the server's message for a wrong code and stays on the code step", async () => {
    twoFactorApi();
    const { user, router } = renderApp('/signin');
    await enterPassword(user);
    await user.type(await screen.findByLabelText(/Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('Invalid authentication code.'))[0]).toBeInTheDocument();
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Authentication code/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  }, 20_000);

  it('asks for a code before sending anything', async () => {
    const api = twoFactorApi();
    const { user } = renderApp('/signin');
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/signin/two-factor')).toHaveLength(0);
  });
});
