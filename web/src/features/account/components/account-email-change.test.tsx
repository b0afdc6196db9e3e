import { screen } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeAccount } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const WRONG = 'Current password is incorrect.';

function accountApi() {
  return mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
    'GET /api/account': () => jsonResponse(makeAccount()),
    'PUT /api/account': (call) => {
      const body = call.body as { email: string; currentPassword?: string };
      if (body.currentPassword !== 'my-password-1')
        return jsonResponse({ message: WRONG, errors: [{ path: 'currentPassword', message: WRONG }] }, 400, 'Bad Request');
      return jsonResponse(makeAccount({ email: body.email }));
    },
  });
}

describe('/account: changing the e-mail', () => {
  it('asks for the current password only when the e-mail changes, and sends it with the new e-mail', async () => {
    const api = accountApi();
    const { user } = renderApp('/account');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'new.address@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'my-password-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile has been saved successfully.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/account').map((c) => c.body)).toEqual([
      expect.objectContaining({ email: 'new.address@example.com', currentPassword: 'not-my-password' }),
      expect.objectContaining({ email: 'new.address@example.com', currentPassword: 'my-password-1' }),
    ]);
  }, 20_000);

  it('does not send a password when the e-mail stays', async () => {
    const api = accountApi();
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/account')[0]?.body).not.toHaveProperty('currentPassword');
  });

  it("shows the address waiting for its link, and the account's own address stays in the field", async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/account': () => jsonResponse(makeAccount({ email: 'sam@example.com', pendingEmail: 'sam.new@example.com' })),
    });
    renderApp('/account');
    expect(await screen.findByText(/Waiting for confirmation:/)).toHaveTextContent(
      'Waiting for confirmation: sam.new@example.com. Follow the link we sent there to make it your e-mail; until then your e-mail stays sam@example.com.',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sam@example.com');
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });
});
