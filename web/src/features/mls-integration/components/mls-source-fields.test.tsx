import { screen, within } from '@testing-library/react';
import { MLS_MESSAGES } from '@shared/constants/mls';
import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { makeRegistryEntry } from '../../../testing/mls-trust-factories';
import { makeMlsConfiguration } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;
const twoServers = makeRegistryEntry({
  id: 'central-texas-mls',
  name: 'Central Texas MLS',
  servers: [
    { protocol: 'RETS', url: 'https://rets.ctx-mls.example/rets/login', tokenUrl: null },
    { protocol: 'RESO Web API', url: 'https://api.ctx-mls.example/odata', tokenUrl: null },
  ],
});

async function openDialog() {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    'GET /api/mls/configurations': () => jsonResponse({ items: [] }),
    'GET /api/mls/registry': () => jsonResponse({ items: [makeRegistryEntry(), twoServers] }),
    'POST /api/mls/configurations': () => jsonResponse(makeMlsConfiguration(), 201),
  });
  const view = renderApp('/mls-integration');
  await view.user.click(await screen.findByRole('button', { name: 'Add MLS Configuration' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
  const dialog = await screen.findByRole('dialog', { name: 'Add MLS Configuration' });
  await within(dialog).findByRole('option', { name: 'Austin Local MLS' });
  return { ...view, api, dialog };
}

describe('Add MLS Configuration: which MLS', () => {
  it('fills in a registered MLS’s server, token URL and protocol, and sends its mlsId (no typed name)', async () => {
    const { user, dialog, api } = await openDialog();
    const mls = within(dialog).getByRole('combobox', { name: 'MLS' });
    expect(
      within(mls)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Austin Local MLS', 'Central Texas MLS', 'Private feed (any other server)']);
    expect(within(dialog).getByText(MLS_TRUST_MESSAGES.privateFeed)).toBeInTheDocument();

    await user.selectOptions(mls, 'Austin Local MLS');
    expect(within(dialog).getByRole('textbox', { name: /Provider URL/ })).toHaveValue('https://api.austin-local-mls.example/reso/odata');
    expect(within(dialog).getByRole('textbox', { name: /Token URL/ })).toHaveValue('https://auth.austin-local-mls.example/oauth2/token');
    expect(within(dialog).getByText(/Protocol: RESO Web API/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'MLS name (optional)' })).not.toBeInTheDocument();
    // Only the providers that speak the server's protocol.
    expect(within(within(dialog).getByRole('combobox', { name: /MLS Provider/ })).queryByRole('option', { name: 'RETS Standard' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'client-1');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'secret');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText(MLS_MESSAGES.created)).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/mls/configurations')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      mlsId: 'austin-local-mls',
      mlsProvider: 'Other',
      providerUrl: 'https://api.austin-local-mls.example/reso/odata',
      tokenUrl: 'https://auth.austin-local-mls.example/oauth2/token',
      agentMlsId: 'ATX-A-7412',
    });
    expect(body).not.toHaveProperty('mlsName');
  });

  it('offers a choice of server when the MLS runs several, and each fills its own protocol', async () => {
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'MLS' }), 'Central Texas MLS');
    expect(within(dialog).getByRole('textbox', { name: /Provider URL/ })).toHaveValue('https://rets.ctx-mls.example/rets/login');
    expect(within(dialog).getByText(/Protocol: RETS 1.7.2/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Server' }), 'https://api.ctx-mls.example/odata');
    expect(within(dialog).getByRole('textbox', { name: /Provider URL/ })).toHaveValue('https://api.ctx-mls.example/odata');
    expect(within(dialog).getByText(/Protocol: RESO Web API/)).toBeInTheDocument();
  });

  it('sends no mlsId for a private feed, with the address and name as typed', async () => {
    const { user, dialog, api } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'MLS' }), 'Austin Local MLS');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'MLS' }), 'Private feed (any other server)');
    const url = within(dialog).getByRole('textbox', { name: /Provider URL/ });
    expect(url).toHaveValue('');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: 'MLS name (optional)' }), 'My brokerage feed');
    await user.type(url, 'https://feed.my-brokerage.example/odata');
    await user.type(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'client-1');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'secret');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText(MLS_MESSAGES.created)).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/mls/configurations')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ mlsName: 'My brokerage feed', providerUrl: 'https://feed.my-brokerage.example/odata' });
    expect(body).not.toHaveProperty('mlsId');
  });
});
