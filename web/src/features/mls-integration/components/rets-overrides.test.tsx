import { screen, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { CONFIGURATION_ID, makeMlsConfiguration } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;
const retsConfiguration = makeMlsConfiguration({
  mlsProvider: 'RETS Standard',
  protocol: 'RETS',
  providerUrl: 'https://rets.example.com/Login',
  version: 'RETS/1.7.2',
  tokenUrl: null,
  className: 'RES',
  fieldOverrides: { ModificationTimestamp: 'LIST_87', ListingKey: 'LIST_1' },
});

const overrideRow = (container: HTMLElement, index: number) => within(container).getByRole('group', { name: `Override ${index}` });

async function openAddDialog(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/mls/configurations': () => jsonResponse({ items: [] }), ...routes });
  const view = renderApp('/mls-integration');
  await view.user.click(await screen.findByRole('button', { name: 'Add MLS Configuration' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
  const dialog = await screen.findByRole('dialog', { name: 'Add MLS Configuration' });
  const { user } = view;
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'RETS Standard');
  await user.type(within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://rets.example.com/Login');
  await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'agent');
  await user.type(within(dialog).getByLabelText(/Password/), 'secret');
  return { ...view, api, dialog };
}

describe('RETS field overrides in the Add MLS Configuration dialog', () => {
  it('offers the Advanced section for RETS only', async () => {
    const { user, dialog } = await openAddDialog();
    expect(within(dialog).getByText('Advanced: resource, class and field overrides')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Spark API');
    expect(within(dialog).queryByText('Advanced: resource, class and field overrides')).not.toBeInTheDocument();
  });

  it('shows each row its own error, sends nothing until they are fixed, then sends the overrides with the configuration', async () => {
    const { user, dialog, api } = await openAddDialog({
      'POST /api/mls/configurations': () => jsonResponse(makeMlsConfiguration({ mlsProvider: 'RETS Standard', protocol: 'RETS' }), 201),
    });
    await user.click(within(dialog).getByText('Advanced: resource, class and field overrides'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Class (optional)' }), 'RES');
    for (let i = 0; i < 3; i++) await user.click(within(dialog).getByRole('button', { name: 'Add field override' }));
    await user.selectOptions(within(overrideRow(dialog, 1)).getByRole('combobox', { name: 'Data Dictionary field' }), 'ModificationTimestamp');
    await user.type(within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' }), 'LIST 87');
    await user.type(within(overrideRow(dialog, 2)).getByRole('textbox', { name: 'MLS system name' }), 'LIST_1');
    await user.selectOptions(within(overrideRow(dialog, 3)).getByRole('combobox', { name: 'Data Dictionary field' }), 'ModificationTimestamp');
    await user.type(within(overrideRow(dialog, 3)).getByRole('textbox', { name: 'MLS system name' }), 'LIST_88');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' })).toHaveAccessibleDescription('MLS system name may hold only letters, digits and _ . -');
    expect(within(overrideRow(dialog, 2)).getByRole('combobox', { name: 'Data Dictionary field' })).toHaveAccessibleDescription('Choose the Data Dictionary field');
    expect(within(overrideRow(dialog, 3)).getByRole('combobox', { name: 'Data Dictionary field' })).toHaveAccessibleDescription('ModificationTimestamp is already overridden above');
    expect(api.callsTo('POST', '/api/mls/configurations')).toHaveLength(0);

    const first = within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' });
    await user.clear(first);
    await user.type(first, 'LIST_87');
    await user.selectOptions(within(overrideRow(dialog, 2)).getByRole('combobox', { name: 'Data Dictionary field' }), 'ListingKey');
    await user.click(within(dialog).getByRole('button', { name: 'Remove override 3' }));
    expect(within(dialog).queryByRole('group', { name: 'Override 3' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText('MLS Configuration Created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/mls/configurations')[0]?.body).toMatchObject({
      mlsProvider: 'RETS Standard',
      resource: '',
      className: 'RES',
      fieldOverrides: { ModificationTimestamp: 'LIST_87', ListingKey: 'LIST_1' },
    });
  });

  it("shows the server's refusal at the row it names", async () => {
    const { user, dialog } = await openAddDialog({
      'POST /api/mls/configurations': () =>
        jsonResponse({ message: 'Invalid request', code: 'BAD_REQUEST', errors: [{ path: 'fieldOverrides.ListPrice', message: 'LIST_22 is already the system name for City' }] }, 400),
    });
    await user.click(within(dialog).getByText('Advanced: resource, class and field overrides'));
    await user.click(within(dialog).getByRole('button', { name: 'Add field override' }));
    await user.selectOptions(within(overrideRow(dialog, 1)).getByRole('combobox', { name: 'Data Dictionary field' }), 'ListPrice');
    await user.type(within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' }), 'LIST_22');
    await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

    expect(await within(overrideRow(dialog, 1)).findByText('LIST_22 is already the system name for City')).toBeInTheDocument();
    expect(within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("a RETS configuration's Field overrides dialog", () => {
  it('starts from the stored overrides and saves the whole set with PATCH', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/mls/configurations': () => jsonResponse({ items: [retsConfiguration] }),
      [`PATCH /api/mls/configurations/${CONFIGURATION_ID}`]: () => jsonResponse({ ...retsConfiguration, fieldOverrides: { ModificationTimestamp: 'LIST_134' } }),
    });
    const { user } = renderApp('/mls-integration');
    const card = await screen.findByRole('article', { name: 'RETS Standard' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    await user.click(within(card).getByRole('button', { name: 'Field overrides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Field overrides' });

    expect(within(dialog).getByRole('textbox', { name: 'Class (optional)' })).toHaveValue('RES');
    // In the field list's order, whatever order the stored map came back in.
    expect(within(overrideRow(dialog, 1)).getByRole('combobox', { name: 'Data Dictionary field' })).toHaveValue('ListingKey');
    expect(within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' })).toHaveValue('LIST_1');
    expect(within(overrideRow(dialog, 2)).getByRole('combobox', { name: 'Data Dictionary field' })).toHaveValue('ModificationTimestamp');

    await user.click(within(dialog).getByRole('button', { name: 'Remove override 1' }));
    expect(within(overrideRow(dialog, 1)).getByRole('combobox', { name: 'Data Dictionary field' })).toHaveValue('ModificationTimestamp');
    const systemName = within(overrideRow(dialog, 1)).getByRole('textbox', { name: 'MLS system name' });
    await user.clear(systemName);
    await user.type(systemName, 'LIST_134');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Class (optional)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Overrides' }));

    expect(await screen.findByText('Field Overrides Saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/mls/configurations/${CONFIGURATION_ID}`)[0]?.body).toEqual({ resource: '', className: '', fieldOverrides: { ModificationTimestamp: 'LIST_134' } });
    expect(screen.queryByRole('dialog', { name: 'Field overrides' })).not.toBeInTheDocument();
  });

  it('is not offered for a RESO Web API configuration', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/mls/configurations': () => jsonResponse({ items: [makeMlsConfiguration()] }) });
    renderApp('/mls-integration');
    const card = await screen.findByRole('article', { name: 'Bridge Interactive' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(within(card).getByRole('button', { name: 'Test' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Field overrides' })).not.toBeInTheDocument();
  });
});
