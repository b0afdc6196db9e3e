import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeAccount } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const QUEUED = { id: 'exp_1', status: 'queued', requestedAt: '2030-01-01T10:00:00.000Z', readyAt: null, linkExpiresAt: null };
const READY = { ...QUEUED, status: 'ready', readyAt: '2030-01-01T10:00:05.000Z', linkExpiresAt: '2030-01-02T10:00:05.000Z' };

function accountDataApi(routes: Parameters<typeof mockApi>[0] = {}) {
  const account = makeAccount({ role: 'BUYER' });
  return mockApi({
    'GET /api/auth/user': () => signedInAs(makeCurrentUser({ id: account.id, firstName: account.firstName, role: 'BUYER' }))(),
    'GET /api/account': () => jsonResponse(account),
    ...routes,
  });
}

const cardOf = async (title: string) => (await screen.findByRole('heading', { name: title }, { timeout: 5000 })).closest('.rounded-xl') as HTMLElement;

describe('/account: Download my data', () => {
  it('starts an export, shows it queued, and says the link was mailed once the worker is done', async () => {
    let current: unknown = null;
    const api = accountDataApi({
      'GET /api/account/export': () => jsonResponse({ export: current }),
      'POST /api/account/export': () => {
        current = QUEUED;
        return jsonResponse({ export: QUEUED }, 202);
      },
    });
    const { user } = renderApp('/account');
    const card = await cardOf('Download my data');
    await user.click(await within(card).findByRole('button', { name: 'Download my data' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Queued: we will start preparing your data in a moment.');
    expect(within(card).getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/account/export')).toHaveLength(1);

    // The worker finishes: the next poll reads it ready.
    current = READY;
    await waitFor(
      () => expect(within(card).getByRole('status')).toHaveTextContent(/^Ready: we e-mailed you a download link\. Open it while signed in\. It works until /),
      { timeout: 5000 },
    );
    expect(within(card).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('shows why an export was refused', async () => {
    accountDataApi({
      'GET /api/account/export': () => jsonResponse({ export: null }),
      'POST /api/account/export': () => jsonResponse({ message: ACCOUNT_DATA_MESSAGES.exportNeedsConfirmedAddress, code: 'CONFLICT' }, 409),
    });
    const { user } = renderApp('/account');
    const card = await cardOf('Download my data');
    await user.click(await within(card).findByRole('button', { name: 'Download my data' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(ACCOUNT_DATA_MESSAGES.exportNeedsConfirmedAddress);
  });
});

describe('/account: Delete my account', () => {
  it('asks for the password, then the code when two-factor is on, and leaves for the home page signed out', async () => {
    const replies = [
      jsonResponse({ message: 'Current password is incorrect', errors: [{ path: 'password', message: 'Current password is incorrect' }] }, 403),
      jsonResponse({ message: ACCOUNT_DATA_MESSAGES.codeRequired, errors: [{ path: 'code', message: ACCOUNT_DATA_MESSAGES.codeRequired }] }, 400),
      jsonResponse({ message: ACCOUNT_DATA_MESSAGES.deletionStarted }, 202),
    ];
    const api = accountDataApi({ 'POST /api/account/delete': () => replies.shift()! });
    const { user } = renderApp('/account');
    const card = await cardOf('Delete my account');
    expect(within(card).getByText(ACCOUNT_DATA_MESSAGES.refundNote)).toBeInTheDocument();
    expect(within(card).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));

    await user.type(within(card).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(card).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(card).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(card).queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();

    await user.clear(within(card).getByLabelText(/^Password/));
    await user.type(within(card).getByLabelText(/^Password/), 'correct-horse-battery');
    await user.click(within(card).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(card).findByText(ACCOUNT_DATA_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/^Authentication code/), '123 456');
    await user.click(within(card).getByRole('button', { name: 'Delete my account permanently' }));

    expect(await screen.findByText(ACCOUNT_DATA_MESSAGES.deletionStarted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delete my account' })).not.toBeInTheDocument());
    expect((await screen.findAllByRole('link', { name: 'Sign In' })).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/account/delete').map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'correct-horse-battery' },
      { password: 'correct-horse-battery', code: '123 456' },
    ]);
  });
});
