import { screen, within } from '@testing-library/react';
import { MLS_DEFAULT_USER_AGENT, MLS_MESSAGES } from '@shared/constants/mls';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { SYNC_HOURS_MESSAGE } from '../lib/configuration-form';
import { makeMlsConfiguration } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;

async function openDialog(routes: Parameters<typeof mockApi>[0] = {}, user = agent) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(user),
    'GET /api/mls/configurations': () => jsonResponse({ items: [] }),
    ...routes,
  });
  const view = renderApp('/mls-integration');
  await view.user.click(await screen.findByRole('button', { name: 'Add MLS Configuration' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
  const dialog = await screen.findByRole('dialog', { name: 'Add MLS Configuration' });
  return { ...view, api, dialog };
}

describe('Add MLS Configuration dialog', () => {
  it('offers the Office MLS ID only to a broker, as the API takes it only from one', async () => {
    const asAgent = await openDialog();
    expect(within(asAgent.dialog).getByRole('textbox', { name: 'Agent MLS ID' })).toBeInTheDocument();
    expect(within(asAgent.dialog).queryByRole('textbox', { name: /Office MLS ID/ })).not.toBeInTheDocument();
    asAgent.unmount();

    const asBroker = await openDialog({}, makeCurrentUser({ role: 'BROKER' }));
    expect(within(asBroker.dialog).getByRole('textbox', { name: 'Office MLS ID (optional)' })).toBeInTheDocument();
  });

  it('shows every required-field message at its field and sends nothing', async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(within(dialog).getByRole('combobox', { name: /MLS Provider/ })).toHaveAccessibleDescription('MLS Provider is required');
    expect(within(dialog).getByRole('textbox', { name: /Provider URL/ })).toHaveAccessibleDescription('Please enter a valid URL');
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription('Username is required');
    expect(within(dialog).getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required');
    expect(api.callsTo('POST', '/api/mls/configurations')).toHaveLength(0);
  });

  it('refuses an address that is not a URL, and a frequency outside 1 to 24 hours', async () => {
    const { user, dialog, api } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'RETS Standard');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'mls.example.com/login');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'agent');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/Password/), 'secret');
    const hours = within(dialog).getByRole('spinbutton', { name: 'Sync frequency (hours)' });
    await user.clear(hours);
    await user.type(hours, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(within(dialog).getByRole('textbox', { name: /Provider URL/ })).toHaveAccessibleDescription('Please enter a valid URL');
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(SYNC_HOURS_MESSAGE));
    expect(api.callsTo('POST', '/api/mls/configurations')).toHaveLength(0);
  });

  it('sends a RETS login with its version, the MLS name, the frequency in seconds, and says so', async () => {
    const { user, dialog, api } = await openDialog({
      'POST /api/mls/configurations': () => jsonResponse(makeMlsConfiguration({ mlsProvider: 'RETS Standard', protocol: 'RETS' }), 201),
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'RETS Standard');
    expect(within(dialog).getByText(/Protocol: RETS 1.7.2/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'RETS version' })).toHaveValue('RETS/1.7.2');
    expect(within(dialog).getByRole('textbox', { name: 'User agent' })).toHaveValue(MLS_DEFAULT_USER_AGENT);
    await user.type(within(dialog).getByRole('textbox', { name: 'MLS name (optional)' }), 'Central Texas MLS');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://rets.example.com/Login.asmx/Login');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'agent');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/Password/), 'secret');
    const hours = within(dialog).getByRole('spinbutton', { name: 'Sync frequency (hours)' });
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(within(dialog).getByRole('switch', { name: 'Auto-sync' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText(MLS_MESSAGES.created)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/mls/configurations')[0]?.body).toEqual({
      mlsProvider: 'RETS Standard',
      mlsName: 'Central Texas MLS',
      agentMlsId: 'ATX-A-7412',
      officeMlsId: '',
      providerUrl: 'https://rets.example.com/Login.asmx/Login',
      username: 'agent',
      password: 'secret',
      userAgent: MLS_DEFAULT_USER_AGENT,
      userAgentPassword: '',
      version: 'RETS/1.7.2',
      resource: '',
      className: '',
      fieldOverrides: {},
      syncFrequency: 21_600,
      autoSync: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('relabels the credentials as client id and secret (or a bearer token) for a RESO Web API provider', async () => {
    const { user, dialog, api } = await openDialog({ 'POST /api/mls/configurations': () => jsonResponse(makeMlsConfiguration(), 201) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Spark API');

    expect(within(dialog).getByText(/Protocol: RESO Web API/)).toBeInTheDocument();
    expect(within(dialog).getByText(/enter bearer as the client ID and the token as the secret/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Client ID \(username\)/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Client secret or bearer token \(password\)/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'RETS version' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/User agent password/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Protocol' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://sparkapi.com/Reso/OData');
    await user.type(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'bearer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'token-abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText(MLS_MESSAGES.created)).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/mls/configurations')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ mlsProvider: 'Spark API', username: 'bearer', password: 'token-abc', syncFrequency: 3600, autoSync: false });
    expect(body).not.toHaveProperty('version');
    expect(body).not.toHaveProperty('protocol');
  });

  it('asks which protocol a Flexmls or Matrix MLS speaks: RETS 1.7.2 by default with its login and user agent password, or RESO Web API', async () => {
    const { user, dialog, api } = await openDialog({
      'POST /api/mls/configurations': () =>
        jsonResponse(makeMlsConfiguration({ mlsProvider: 'Flexmls', protocol: 'RETS', userAgentPasswordMask: '••••••••' }), 201),
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'CoreLogic Matrix');
    const protocol = within(dialog).getByRole('combobox', { name: 'Protocol' });
    expect(protocol).toHaveValue('RETS');
    await user.selectOptions(protocol, 'RESO Web API');
    expect(within(dialog).getByText(/Protocol: RESO Web API/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Client ID \(username\)/ })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/User agent password/)).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Flexmls');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Protocol' }), 'RETS');
    expect(within(dialog).getByText(/Protocol: RETS 1.7.2/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'RETS version' })).toHaveValue('RETS/1.7.2');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'http://retsgw.flexmls.com/rets2_1/Login');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'agent');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret');
    await user.type(within(dialog).getByLabelText(/User agent password/), 'ua-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText(MLS_MESSAGES.created)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/mls/configurations')[0]?.body).toMatchObject({
      mlsProvider: 'Flexmls',
      protocol: 'RETS',
      username: 'agent',
      password: 'secret',
      userAgentPassword: 'ua-secret',
      version: 'RETS/1.7.2',
    });
  });

  it("keeps the dialog open with the spec's failure toast when the server fails", async () => {
    const { user, dialog } = await openDialog({ 'POST /api/mls/configurations': () => jsonResponse({ message: 'boom', code: 'INTERNAL' }, 500) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Flexmls');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Protocol' }), 'RESO Web API');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://replication.sparkapi.com/Reso/OData');
    await user.type(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'id');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText(MLS_MESSAGES.createFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add MLS Configuration' })).toBeInTheDocument();
  });

  it("answers a 401 with 'Unauthorized' and 'Please log in again to continue.'", async () => {
    const { user, dialog } = await openDialog({ 'POST /api/mls/configurations': () => jsonResponse({ message: 'Sign in', code: 'UNAUTHORIZED' }, 401) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://mls.example.com/odata');
    await user.type(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'id');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('Please log in again to continue.')).toBeInTheDocument();
    expect(screen.queryByText(MLS_MESSAGES.createFailed)).not.toBeInTheDocument();
  });

  it('tests the form before saving: the same “N of M listings in the feed are yours”, shown in the form, and nothing created', async () => {
    const { user, dialog, api } = await openDialog({
      'POST /api/mls/configurations/test': () =>
        jsonResponse({
          success: true,
          message: 'Connected. 12 of 2,911 listings in the feed are yours.',
          details: 'RESO Web API 2.0',
          feed: { total: 2911, yours: 12 },
        }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    // The form is checked first, as Create checks it: nothing is sent while it is incomplete.
    expect(within(dialog).getByRole('textbox', { name: /Provider URL/ })).toHaveAccessibleDescription('Please enter a valid URL');
    expect(api.callsTo('POST', '/api/mls/configurations/test')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://mls.example.com/odata');
    await user.type(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'id');
    await user.type(within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
    await user.type(within(dialog).getByLabelText(/Client secret/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Test Connection' }));

    expect(await within(dialog).findByRole('status', { name: 'Last test' })).toHaveTextContent(
      'Last test: Connected. 12 of 2,911 listings in the feed are yours.',
    );
    expect(api.callsTo('POST', '/api/mls/configurations/test')[0]?.body).toMatchObject({
      mlsProvider: 'Other',
      providerUrl: 'https://mls.example.com/odata',
      username: 'id',
      password: 'secret',
      agentMlsId: 'ATX-A-7412',
    });
    expect(api.callsTo('POST', '/api/mls/configurations')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add MLS Configuration' })).toBeInTheDocument();
  });
});
