import { screen, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { CONFIGURATION_ID, makeMlsConfiguration } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;
const PATCH_ROUTE = `PATCH /api/mls/configurations/${CONFIGURATION_ID}`;

async function openCredentials(configuration: ReturnType<typeof makeMlsConfiguration>, card: string) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    'GET /api/mls/configurations': () => jsonResponse({ items: [configuration] }),
    [PATCH_ROUTE]: () => jsonResponse(configuration),
  });
  const view = renderApp('/mls-integration');
  const article = await screen.findByRole('article', { name: card }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  await view.user.click(within(article).getByRole('button', { name: 'Credentials' }));
  return { ...view, api, dialog: await screen.findByRole('dialog', { name: 'Update credentials' }) };
}

const patches = (api: ReturnType<typeof mockApi>) => api.callsTo('PATCH', `/api/mls/configurations/${CONFIGURATION_ID}`);

describe("a configuration's Credentials dialog", () => {
  it('asks for the new client secret, sends nothing without one, then saves the login with PATCH', async () => {
    const { user, api, dialog } = await openCredentials(makeMlsConfiguration({ username: 'client-id-1' }), 'Bridge Interactive');
    expect(within(dialog).getByRole('textbox', { name: /Client ID/ })).toHaveValue('client-id-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Credentials' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(patches(api)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Client secret/), 'rotated-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('Credentials Updated')).toBeInTheDocument();
    expect(patches(api)[0]?.body).toEqual({ username: 'client-id-1', password: 'rotated-secret' });
    expect(screen.queryByRole('dialog', { name: 'Update credentials' })).not.toBeInTheDocument();
  });

  it("removes a RETS configuration's stored user agent password when asked", async () => {
    const rets = makeMlsConfiguration({
      mlsProvider: 'RETS Standard',
      protocol: 'RETS',
      username: 'agent',
      userAgentPasswordMask: '••••••••',
      tokenUrl: null,
      version: 'RETS/1.7.2',
    });
    const { user, api, dialog } = await openCredentials(rets, 'RETS Standard');
    await user.type(within(dialog).getByLabelText(/^Password/), 'new-password');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the stored user agent password' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('Credentials Updated')).toBeInTheDocument();
    expect(patches(api)[0]?.body).toEqual({ username: 'agent', password: 'new-password', userAgentPassword: null });
  });

  it("shows the server's field errors in the dialog", async () => {
    const { user, api, dialog } = await openCredentials(makeMlsConfiguration(), 'Bridge Interactive');
    api.fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ message: 'Validation failed', errors: [{ path: 'username', message: 'Username is required' }] }, 400, 'Bad Request'),
    );
    await user.type(within(dialog).getByLabelText(/Client secret/), 'rotated-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save Credentials' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update credentials' })).toBeInTheDocument();
  });
});
