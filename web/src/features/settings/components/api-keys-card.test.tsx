import { screen, within } from '@testing-library/react';
import type { TApiKey, TCreateApiKeyResponse } from '@shared/schemas/api-key.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeSettings } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const SECRET = `ohm_live_0123456789abcdef_${'s'.repeat(43)}`;
const LONG_NAME = 'Zapier bridge to the office CRM, north-side team (spring)';

const keyOf = (overrides: Partial<TApiKey> = {}): TApiKey => ({
  id: '0123456789abcdef',
  name: 'Office CRM',
  scopes: ['leads:read', 'leads:write'],
  hint: 'ohm_live_0123456789abcdef_…',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

/**
 * The key routes as the API answers them: the secret only in the create answer, the list without it. `lagging`: the
 * list's index has not caught up with the writes yet (it answers the keys as they were).
 */
function apiKeysApi(initial: TApiKey[] = [], { lagging = false } = {}) {
  let keys = initial;
  return mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER' })),
    'GET /api/settings': () => jsonResponse(makeSettings()),
    'GET /api/settings/api-keys': () => jsonResponse({ keys: lagging ? initial : keys }),
    'POST /api/settings/api-keys': (call) => {
      const body = call.body as { name: string; scopes: TApiKey['scopes'] };
      const key = keyOf({ name: body.name, scopes: body.scopes });
      keys = [key, ...keys];
      return jsonResponse({ key, secret: SECRET } satisfies TCreateApiKeyResponse, 201);
    },
    'DELETE /api/settings/api-keys/0123456789abcdef': () => ((keys = []), jsonResponse({ success: true, message: 'API key revoked' })),
  });
}

describe('/settings: API keys', () => {
  it('shows a created key once, with a copy button, and lists it by name and scopes only', async () => {
    const api = apiKeysApi();
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/settings/api-keys')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Key name/), LONG_NAME);
    await user.click(within(form).getByLabelText(/Add and update leads/));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const notice = await screen.findByRole('region', { name: 'New API key' });
    expect(within(notice).getByLabelText('New API key')).toHaveValue(SECRET);
    expect(api.callsTo('POST', '/api/settings/api-keys')[0]?.body).toEqual({ name: LONG_NAME, scopes: ['leads:write'] });
    await user.click(within(notice).getByRole('button', { name: 'Copy key' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText(LONG_NAME)).toBeInTheDocument();
    expect(list.textContent).not.toContain(SECRET);

    await user.click(within(notice).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByRole('region', { name: 'New API key' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key only after confirming', async () => {
    const api = apiKeysApi([keyOf({ lastUsedAt: '2026-11-28T15:00:00.000Z' })]);
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Revoke Office CRM' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke "Office CRM"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/settings/api-keys/0123456789abcdef')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Office CRM' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/settings/api-keys/0123456789abcdef')).toHaveLength(1);
  });

  it('lists a key made or revoked at once, though the list the server reads follows a moment later', async () => {
    apiKeysApi([keyOf({ id: 'fedcba9876543210', name: 'Old bridge' })], { lagging: true });
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await user.type(within(form).getByLabelText(/Key name/), 'Office CRM');
    await user.click(within(form).getByLabelText(/Add and update leads/));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('region', { name: 'New API key' });
    const list = screen.getByRole('list', { name: 'API keys' });
    expect(within(list).getByText('Office CRM')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Office CRM' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await within(list).findByText('Old bridge')).toBeInTheDocument();
    expect(within(list).queryByText('Office CRM')).not.toBeInTheDocument();
  });

  it('tells a plan without API access which plan has it', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/settings': () => jsonResponse(makeSettings()),
      'GET /api/settings/api-keys': () => jsonResponse({ message: 'API access is part of the Team Annual plan.', code: 'PLAN_UPGRADE_REQUIRED' }, 403),
    });
    renderApp('/settings');
    expect(await screen.findByText(/API access is part of the Team Annual plan\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('form', { name: 'Create an API key' })).not.toBeInTheDocument();
  });
});
