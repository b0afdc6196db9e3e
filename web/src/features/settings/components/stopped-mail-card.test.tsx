import { screen, within } from '@testing-library/react';
import type { TMailSuppression, TMailSuppressionsResponse } from '@shared/schemas/mail-suppression.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeSettings } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const EMAIL = 'bea.buyer@example.test';
const PASSWORD = 'correct-horse-battery';
const SEARCH: TMailSuppression = { scope: 'search-alerts', agentId: null, agentName: null, reason: 'unsubscribe', since: '2026-11-20T15:00:00.000Z' };
const AGENT: TMailSuppression = {
  scope: 'agent-mail',
  agentId: 'agent-1',
  agentName: 'Dana Realtor',
  reason: 'unsubscribe',
  since: '2026-11-18T15:00:00.000Z',
};
const BOUNCE: TMailSuppression = { scope: 'all', agentId: null, agentName: null, reason: 'bounce', since: '2026-11-10T15:00:00.000Z' };

/** A server that keeps the list and lifts one only with the right password, as the API does. */
function suppressionsApi(items: TMailSuppression[]) {
  let stored = items;
  const list = (): TMailSuppressionsResponse => ({ email: EMAIL, items: stored });
  return mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ email: EMAIL })),
    'GET /api/settings': () => jsonResponse(makeSettings()),
    'GET /api/settings/mail-suppressions': () => jsonResponse(list()),
    'POST /api/settings/mail-suppressions/lift': (call) => {
      const body = call.body as { scope: string; agentId?: string | null; currentPassword: string };
      if (body.currentPassword !== PASSWORD)
        return jsonResponse(
          { message: 'Current password is incorrect.', code: 'BAD_REQUEST', errors: [{ path: 'currentPassword', message: 'Current password is incorrect.' }] },
          400,
        );
      stored = stored.filter((s) => !(s.scope === body.scope && s.agentId === (body.agentId ?? null)));
      return jsonResponse(list());
    },
  });
}

describe('/settings: stopped e-mail', () => {
  it("lists what is stopped for the user's own address: what, why and since when", async () => {
    suppressionsApi([SEARCH, AGENT, BOUNCE]);
    renderApp('/settings');
    const list = await screen.findByRole('list', { name: 'Stopped e-mail' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Saved-search e-mails'),
      expect.stringContaining('E-mail from Dana Realtor'),
      expect.stringContaining('All e-mail'),
    ]);
    expect(within(rows[0]!).getByText('You unsubscribed · since Nov 20, 2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Your mailbox refused our mail (hard bounce) · since Nov 10, 2026')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Mail we no longer send to ${EMAIL}\\.`))).toBeInTheDocument();
  });

  it('lifts one only after the current password: a wrong one is refused and nothing changes', async () => {
    const api = suppressionsApi([SEARCH, AGENT]);
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Lift: E-mail from Dana Realtor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume: E-mail from Dana Realtor' });

    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await within(dialog).findByText('Enter your current password to lift this.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/settings/mail-suppressions/lift')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Current password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Stopped e-mail', hidden: true })).getAllByRole('listitem', { hidden: true })).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText(/Current password/));
    await user.type(within(dialog).getByLabelText(/Current password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('E-mail resumed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/settings/mail-suppressions/lift').at(-1)?.body).toEqual({
      scope: 'agent-mail',
      agentId: 'agent-1',
      currentPassword: PASSWORD,
    });
    const rows = within(screen.getByRole('list', { name: 'Stopped e-mail' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Saved-search e-mails')]);
  });

  it('says when nothing is stopped', async () => {
    suppressionsApi([]);
    renderApp('/settings');
    expect(await screen.findByText('Nothing is stopped: you get the e-mail your settings ask for.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Lift/ })).not.toBeInTheDocument();
  });
});
