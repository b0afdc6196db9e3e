import { screen, waitFor } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { emptyResponse, jsonResponse, mockApi, signedOutReply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

type TUser = ReturnType<typeof renderApp>['user'];

async function signIn(user: TUser) {
  await user.type(await screen.findByLabelText(/Email/), 'jane@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'wrong password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/signin', () => {
  it('validates with the shared schema', async () => {
    mockApi();
    const { user } = renderApp('/signin');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    mockApi();
    const { user } = renderApp('/signin');
    const password = await screen.findByLabelText(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message, and a wrong password is not treated as a lost session", async () => {
    mockApi({ 'POST /api/auth/signin': () => jsonResponse({ message: 'Invalid email or password.' }, 401, 'Unauthorized') });
    const { user, router } = renderApp('/signin');
    await signIn(user);
    expect((await screen.findAllByText('Invalid email or password.'))[0]).toBeInTheDocument();
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("falls back to 'Signin failed' without a server message", async () => {
    mockApi({ 'POST /api/auth/signin': () => emptyResponse(500, 'Internal Server Error') });
    const { user } = renderApp('/signin');
    await signIn(user);
    expect((await screen.findAllByText('Signin failed'))[0]).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    mockApi({
      'POST /api/auth/signin': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/signin');
    await signIn(user);
    expect((await screen.findAllByText('Something went wrong'))[0]).toBeInTheDocument();
  });

  it("welcomes the user back and goes to the server's redirectUrl", async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/auth/user': () => (isSignedIn ? jsonResponse(makeCurrentUser()) : signedOutReply()),
      'POST /api/auth/signin': () => {
        isSignedIn = true;
        return jsonResponse({ message: 'Welcome back!', redirectUrl: '/' });
      },
    });
    const { user, router } = renderApp('/signin');
    await signIn(user);
    expect((await screen.findAllByText('Welcome back!'))[0]).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Buyer Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says "Welcome back" only to a browser that has signed in here before: a first visit is just asked to sign in', async () => {
    window.localStorage.clear();
    mockApi({
      'GET /api/auth/user': () => jsonResponse(makeCurrentUser()),
      'POST /api/auth/signin': () => jsonResponse({ message: 'Welcome back!', redirectUrl: '/' }),
    });
    const first = renderApp('/signin');
    expect(await screen.findByText('Sign in to your account.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    await signIn(first.user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    mockApi();
    renderApp('/signin');
    expect(await screen.findByText('Welcome back. Sign in to your account.')).toBeInTheDocument();
  });
});
