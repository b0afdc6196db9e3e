import { screen, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

type TUser = ReturnType<typeof renderApp>['user'];
import { CONFIGURATION_ID, makeMlsConfiguration } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;
// Filling several rows is dozens of user events in jsdom: seconds on a loaded machine.
const MANY_ROWS_TIMEOUT_MS = 20_000;
const retsConfiguration = makeMlsConfiguration({
  mlsProvider: 'RETS Standard',
  protocol: 'RETS',
  agentMlsId: 'ATX-A-7412',
  officeMlsId: '',
  providerUrl: 'https://rets.example.com/Login',
  version: 'RETS/1.7.2',
  tokenUrl: null,
  className: 'RES',
  fieldOverrides: { ModificationTimestamp: 'LIST_87', ListingKey: 'LIST_1' },
});

const ADVANCED = 'Advanced: resource, class and field overrides';
const overrideRow = (container: HTMLElement, index: number) => within(container).getByRole('group', { name: `Override ${index}` });
const fieldOf = (container: HTMLElement, index: number) => within(overrideRow(container, index)).getByRole('combobox', { name: 'Data Dictionary field' });
const systemNameOf = (container: HTMLElement, index: number) => within(overrideRow(container, index)).getByRole('textbox', { name: 'MLS system name' });

/** Pastes instead of typing key by key: the dialog validates on every change once submitted, and long rows type slowly. */
async function fill(user: TUser, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function openAddDialog(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/mls/configurations': () => jsonResponse({ items: [] }), ...routes });
  const view = renderApp('/mls-integration');
  await view.user.click(await screen.findByRole('button', { name: 'Add MLS Configuration' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
  const dialog = await screen.findByRole('dialog', { name: 'Add MLS Configuration' });
  const { user } = view;
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'RETS Standard');
  await fill(user, within(dialog).getByRole('textbox', { name: /Provider URL/ }), 'https://rets.example.com/Login');
  await fill(user, within(dialog).getByRole('textbox', { name: /Username/ }), 'agent');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Agent MLS ID' }), 'ATX-A-7412');
  await fill(user, within(dialog).getByLabelText(/Password/), 'secret');
  return { ...view, api, dialog };
}

describe('RETS field overrides in the Add MLS Configuration dialog', () => {
  it('offers the Advanced section for RETS only', async () => {
    const { user, dialog } = await openAddDialog();
    expect(within(dialog).getByText(ADVANCED)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /MLS Provider/ }), 'Spark API');
    expect(within(dialog).queryByText(ADVANCED)).not.toBeInTheDocument();
  });

  it(
    'shows each row its own error and sends nothing',
    async () => {
      const { user, dialog, api } = await openAddDialog();
      await user.click(within(dialog).getByText(ADVANCED));
      for (let i = 0; i < 4; i++) await user.click(within(dialog).getByRole('button', { name: 'Add field override' }));
      await user.selectOptions(fieldOf(dialog, 1), 'ModificationTimestamp');
      await fill(user, systemNameOf(dialog, 1), 'LIST 87');
      await fill(user, systemNameOf(dialog, 2), 'LIST_1');
      await user.selectOptions(fieldOf(dialog, 3), 'ModificationTimestamp');
      await fill(user, systemNameOf(dialog, 3), 'LIST_88');
      await user.selectOptions(fieldOf(dialog, 4), 'City');
      await fill(user, systemNameOf(dialog, 4), 'C'.repeat(65));
      await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

      expect(systemNameOf(dialog, 1)).toHaveAccessibleDescription('MLS system name may hold only letters, digits and _ . -');
      expect(fieldOf(dialog, 2)).toHaveAccessibleDescription('Choose the Data Dictionary field');
      expect(fieldOf(dialog, 3)).toHaveAccessibleDescription('ModificationTimestamp is already overridden above');
      expect(systemNameOf(dialog, 4)).toHaveAccessibleDescription('MLS system name must be at most 64 characters');
      expect(api.callsTo('POST', '/api/mls/configurations')).toHaveLength(0);
    },
    MANY_ROWS_TIMEOUT_MS,
  );

  it(
    "sends the rows left as the configuration's field overrides",
    async () => {
      const { user, dialog, api } = await openAddDialog({
        'POST /api/mls/configurations': () => jsonResponse(makeMlsConfiguration({ mlsProvider: 'RETS Standard', protocol: 'RETS' }), 201),
      });
      await user.click(within(dialog).getByText(ADVANCED));
      await fill(user, within(dialog).getByRole('textbox', { name: 'Class (optional)' }), 'RES');
      for (let i = 0; i < 3; i++) await user.click(within(dialog).getByRole('button', { name: 'Add field override' }));
      await user.selectOptions(fieldOf(dialog, 1), 'ModificationTimestamp');
      await fill(user, systemNameOf(dialog, 1), 'LIST_87');
      await user.selectOptions(fieldOf(dialog, 2), 'City');
      await fill(user, systemNameOf(dialog, 2), 'LIST_39');
      await user.selectOptions(fieldOf(dialog, 3), 'ListingKey');
      await fill(user, systemNameOf(dialog, 3), 'LIST_1');
      await user.click(within(dialog).getByRole('button', { name: 'Remove override 2' }));
      expect(within(dialog).queryByRole('group', { name: 'Override 3' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

      expect(await screen.findByText('MLS Configuration Created')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/mls/configurations')[0]?.body).toMatchObject({
        mlsProvider: 'RETS Standard',
        resource: '',
        className: 'RES',
        fieldOverrides: { ModificationTimestamp: 'LIST_87', ListingKey: 'LIST_1' },
      });
    },
    MANY_ROWS_TIMEOUT_MS,
  );

  it(
    "shows the server's refusal at the row it names",
    async () => {
      const { user, dialog } = await openAddDialog({
        'POST /api/mls/configurations': () =>
          jsonResponse(
            {
              message: 'Invalid request',
              code: 'BAD_REQUEST',
              errors: [{ path: 'fieldOverrides.ListPrice', message: 'LIST_22 is already the system name for City' }],
            },
            400,
          ),
      });
      await user.click(within(dialog).getByText(ADVANCED));
      await user.click(within(dialog).getByRole('button', { name: 'Add field override' }));
      await user.selectOptions(fieldOf(dialog, 1), 'ListPrice');
      await fill(user, systemNameOf(dialog, 1), 'LIST_22');
      await user.click(within(dialog).getByRole('button', { name: 'Create Configuration' }));

      expect(await within(overrideRow(dialog, 1)).findByText('LIST_22 is already the system name for City')).toBeInTheDocument();
      expect(systemNameOf(dialog, 1)).toHaveAttribute('aria-invalid', 'true');
    },
    MANY_ROWS_TIMEOUT_MS,
  );
});

describe("a RETS configuration's Field overrides dialog", () => {
  it('starts from the stored overrides and saves the whole set with PATCH', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/mls/configurations': () => jsonResponse({ items: [retsConfiguration] }),
      [`PATCH /api/mls/configurations/${CONFIGURATION_ID}`]: () =>
        jsonResponse({ ...retsConfiguration, fieldOverrides: { ModificationTimestamp: 'LIST_134' } }),
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
    await fill(user, systemNameOf(dialog, 1), 'LIST_134');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Class (optional)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Overrides' }));

    expect(await screen.findByText('Field Overrides Saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/mls/configurations/${CONFIGURATION_ID}`)[0]?.body).toEqual({
      resource: '',
      className: '',
      fieldOverrides: { ModificationTimestamp: 'LIST_134' },
    });
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
