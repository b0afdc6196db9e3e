import { screen, waitFor, within } from '@testing-library/react';
import { MLS_MESSAGES } from '@shared/constants/mls';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { SYNC_PROGRESS_POLL_MS } from '../api/get-mls-sync-logs';
import { CONFIGURATION_ID, makeMlsConfiguration, makeSyncLog } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;
const CONFIG_PATH = `/api/mls/configurations/${CONFIGURATION_ID}`;

function renderAsAgent(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    'GET /api/mls/configurations': () => jsonResponse({ items: [makeMlsConfiguration()] }),
    ...routes,
  });
  return { ...renderApp('/mls-integration'), api };
}

const findCard = async () => screen.findByRole('article', { name: 'Bridge Interactive' }, { timeout: FIRST_RENDER_TIMEOUT_MS });

describe('/mls-integration access', () => {
  it("asks a visitor to log in: 'Access Required' with a Log In button to /api/login", async () => {
    const api = mockApi();
    renderApp('/mls-integration');
    expect(await screen.findByRole('heading', { name: 'Access Required' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    expect(api.callsTo('GET', '/api/mls/configurations')).toHaveLength(0);
  });

  it('tells a buyer that MLS sync is for agents and brokers', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    renderApp('/mls-integration');
    expect(await screen.findByText(/MLS sync is for agents and brokers/, {}, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/mls/configurations')).toHaveLength(0);
  });
});

describe('/mls-integration configurations', () => {
  it('says when there are no configurations yet', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/mls/configurations': () => jsonResponse({ items: [] }) });
    renderApp('/mls-integration');
    expect(await screen.findByRole('heading', { name: 'No MLS Configurations Yet' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('offers a retry when the configurations cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/mls/configurations': () => jsonResponse({ message: 'down' }, 500) });
    renderApp('/mls-integration');
    expect(
      await screen.findByText('We could not load your MLS configurations. Please try again.', {}, { timeout: FIRST_RENDER_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows state, last sync and the next scheduled sync when auto-sync is on', async () => {
    renderAsAgent({
      'GET /api/mls/configurations': () =>
        jsonResponse({
          items: [
            makeMlsConfiguration({
              isActive: false,
              autoSync: true,
              syncFrequency: 21_600,
              lastSyncAt: '2026-11-24T10:00:00.000Z',
              nextSyncAt: '2026-11-25T16:00:00.000Z',
            }),
          ],
        }),
    });
    const card = await findCard();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(within(card).getByText('Every 6 hours')).toBeInTheDocument();
    expect(within(card).getByText('Next scheduled sync')).toBeInTheDocument();
    expect(within(card).queryByText('Never')).not.toBeInTheDocument();
    expect(within(card).queryByText(/The last sync failed/)).not.toBeInTheDocument();
  });

  it('names the card after the MLS the agent entered (not the provider), with their MLS id and why listings were kept as drafts', async () => {
    const held = makeSyncLog({ propertiesHeldAsDrafts: 3, heldAsDraftReason: 'Not published: the Solo Agent Monthly plan allows up to 25 active listings.' });
    renderAsAgent({
      'GET /api/mls/configurations': () =>
        jsonResponse({ items: [makeMlsConfiguration({ mlsProvider: 'Other', mlsName: 'Austin Local MLS', agentMlsId: 'ATX-A-7412', latestSync: held })] }),
    });
    const card = await screen.findByRole('article', { name: 'Austin Local MLS' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(within(card).queryByText('Other')).not.toBeInTheDocument();
    expect(within(card).getByText('ATX-A-7412')).toBeInTheDocument();
    expect(
      within(card).getByText(/3 active MLS listings were kept as drafts\. Not published: the Solo Agent Monthly plan allows up to 25/),
    ).toBeInTheDocument();
  });

  it('turns auto-sync on through PATCH and shows the answer; a failure says so', async () => {
    let autoSync = false;
    let isDown = false;
    const { user, api } = renderAsAgent({
      'GET /api/mls/configurations': () =>
        jsonResponse({ items: [makeMlsConfiguration({ autoSync, nextSyncAt: autoSync ? '2026-11-25T01:30:00.000Z' : null })] }),
      [`PATCH ${CONFIG_PATH}`]: (call) => {
        if (isDown) return jsonResponse({ message: 'down' }, 500);
        autoSync = (call.body as { autoSync: boolean }).autoSync;
        return jsonResponse(makeMlsConfiguration({ autoSync }));
      },
    });
    const card = await findCard();
    await user.click(within(card).getByRole('switch', { name: 'Auto-sync' }));
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Auto-sync' })).toBeChecked());
    expect(await within(card).findByText('Next scheduled sync')).toBeInTheDocument();
    expect(api.callsTo('PATCH', CONFIG_PATH)[0]?.body).toEqual({ autoSync: true });

    isDown = true;
    await user.click(within(card).getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('Failed to update configuration. Please try again.')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it('says when the last sync failed', async () => {
    renderAsAgent({ 'GET /api/mls/configurations': () => jsonResponse({ items: [makeMlsConfiguration({ latestSync: makeSyncLog({ status: 'failed' }) })] }) });
    expect(within(await findCard()).getByText('The last sync failed. Open Logs for what went wrong.')).toBeInTheDocument();
  });

  it("tests the connection: 'Connection Successful' or 'Connection Failed' with the server's message", async () => {
    let isReachable = true;
    const { user } = renderAsAgent({
      [`POST ${CONFIG_PATH}/test`]: () =>
        jsonResponse(
          isReachable
            ? { success: true, message: 'Metadata read: 412 fields' }
            : { success: false, message: 'Could not sign in to the MLS at mls.example.com: it refused the credentials (401)' },
        ),
    });
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(MLS_MESSAGES.connectionSuccessful)).toBeInTheDocument();
    expect(screen.getByText('Metadata read: 412 fields')).toBeInTheDocument();

    isReachable = false;
    await user.click(within(card).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(MLS_MESSAGES.connectionFailed)).toBeInTheDocument();
    expect(screen.getByText('Could not sign in to the MLS at mls.example.com: it refused the credentials (401)')).toBeInTheDocument();
  });

  it('says after Test how many listings in the feed are the member’s, and keeps it on the card with what the server offers', async () => {
    const counted = 'Connected. 14 of 2,911 listings in the feed are yours.';
    const { user } = renderAsAgent({
      [`POST ${CONFIG_PATH}/test`]: () =>
        jsonResponse({ success: true, message: counted, details: 'Connected: the server offers Property, OpenHouse', feed: { total: 2911, yours: 14 } }),
    });
    const card = await findCard();
    expect(within(card).queryByRole('status', { name: 'Last test' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(counted)).toBeInTheDocument();
    const lastTest = within(card).getByRole('status', { name: 'Last test' });
    expect(lastTest).toHaveTextContent(`Last test: ${counted}`);
    expect(lastTest).toHaveTextContent('Connected: the server offers Property, OpenHouse');
  });

  it("says 'Failed to test connection. Please try again.' when the test call fails", async () => {
    const { user } = renderAsAgent({ [`POST ${CONFIG_PATH}/test`]: () => jsonResponse({ message: 'down' }, 500) });
    await user.click(within(await findCard()).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(MLS_MESSAGES.testFailed)).toBeInTheDocument();
  });

  it("starts an incremental sync with 'Sync Started', and a full one from Full Sync", async () => {
    const started = (syncType: string) =>
      jsonResponse({ success: true, message: 'Queued', log: makeSyncLog({ status: 'in_progress', syncType: syncType as 'full', total: null }) }, 202);
    const { user, api } = renderAsAgent({ [`POST ${CONFIG_PATH}/sync`]: (call) => started((call.body as { syncType: string }).syncType) });
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText(MLS_MESSAGES.syncStarted)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Full Sync' }));
    await waitFor(() => expect(api.callsTo('POST', `${CONFIG_PATH}/sync`)).toHaveLength(2));
    expect(api.callsTo('POST', `${CONFIG_PATH}/sync`).map((call) => call.body)).toEqual([{ syncType: 'incremental' }, { syncType: 'full' }]);
  });

  it("shows the server's reason when a sync is already running, and the spec's text for any other failure", async () => {
    let reply = jsonResponse({ message: 'A sync is already running for this configuration.', code: 'SYNC_ALREADY_RUNNING' }, 409);
    const { user } = renderAsAgent({ [`POST ${CONFIG_PATH}/sync`]: () => reply });
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('A sync is already running for this configuration.')).toBeInTheDocument();
    expect(screen.queryByText(MLS_MESSAGES.syncFailed)).not.toBeInTheDocument();

    reply = jsonResponse({ message: 'A sync is already running for this configuration.', code: 'INTERNAL' }, 500);
    await user.click(within(card).getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText(MLS_MESSAGES.syncFailed)).toBeInTheDocument();
  });

  it('draws the running sync as processed of total from the newest log row, and stops when it completes', async () => {
    const running = makeSyncLog({ id: 'log-2', status: 'in_progress', propertiesProcessed: 40, total: 100, completedAt: null, duration: null });
    let logs = [running, makeSyncLog()];
    let configuration = makeMlsConfiguration({ latestSync: running });
    const { api } = renderAsAgent({
      'GET /api/mls/configurations': () => jsonResponse({ items: [configuration] }),
      [`GET ${CONFIG_PATH}/logs`]: () => jsonResponse({ items: logs }),
    });
    const card = await findCard();
    // Progress counts the records read (the member's own and everyone else's), page by page.
    expect(await within(card).findByText('Incremental sync in progress: 40 of 100 records read · 120 of yours imported or updated')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByRole('button', { name: 'Sync' })).toBeDisabled();

    const done = { ...running, status: 'completed' as const, propertiesProcessed: 100, completedAt: '2026-11-25T00:31:00.000Z', duration: 60 };
    logs = [done, makeSyncLog()];
    configuration = makeMlsConfiguration({ latestSync: done, lastSyncAt: done.completedAt });
    await waitFor(() => expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: SYNC_PROGRESS_POLL_MS * 3 });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Sync' })).toBeEnabled());
    expect(within(card).queryByText('Never')).not.toBeInTheDocument();
    const logReads = api.callsTo('GET', `${CONFIG_PATH}/logs`).length;
    expect(logReads).toBeGreaterThanOrEqual(2);
  });

  it("deletes after confirming: 'Configuration Deleted', and the card goes", async () => {
    let items = [makeMlsConfiguration()];
    const { user, api } = renderAsAgent({
      'GET /api/mls/configurations': () => jsonResponse({ items }),
      [`DELETE ${CONFIG_PATH}`]: () => {
        items = [];
        return jsonResponse({ success: true, message: 'Deleted' });
      },
    });
    await user.click(within(await findCard()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Configuration' }));
    expect(await screen.findByText(MLS_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No MLS Configurations Yet' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', CONFIG_PATH)).toHaveLength(1);
  });

  it("says 'Failed to delete configuration. Please try again.' when deleting fails", async () => {
    const { user } = renderAsAgent({ [`DELETE ${CONFIG_PATH}`]: () => jsonResponse({ message: 'down' }, 500) });
    await user.click(within(await findCard()).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Configuration' }));
    expect(await screen.findByText(MLS_MESSAGES.deleteFailed)).toBeInTheDocument();
  });
});

describe('/mls-integration sync logs', () => {
  it("prompts 'Select a Configuration' until one is chosen, then lists its runs newest first", async () => {
    const failed = makeSyncLog({
      id: 'log-3',
      status: 'failed',
      propertiesNotYours: 1800,
      propertiesRefused: 1,
      refusedByField: { PostalCode: 1 },
      propertiesErrors: 1,
      errorDetails: ['ATX0001001: PostalCode "7870" is not a 5-digit ZIP code', 'A record without ListingKey: The record has no ListingKey (listing key)'],
      failureReason: 'The MLS server refused the credentials (401).',
      duration: 185,
    });
    const initial = makeSyncLog({ isInitial: true });
    const { user, api } = renderAsAgent({ [`GET ${CONFIG_PATH}/logs`]: () => jsonResponse({ items: [failed, initial] }) });
    await findCard();
    await user.click(screen.getByRole('tab', { name: 'Sync Logs' }));
    expect(screen.getByRole('heading', { name: 'Select a Configuration' })).toBeInTheDocument();
    expect(api.callsTo('GET', `${CONFIG_PATH}/logs`)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Configuration' }), CONFIGURATION_ID);
    const list = await screen.findByRole('list', { name: 'Sync runs, newest first' });
    const runs = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(runs).toHaveLength(2);
    expect(within(runs[0]!).getByText('failed')).toBeInTheDocument();
    expect(within(runs[0]!).getByText('3 min 5 s')).toBeInTheDocument();
    // Why the run stopped, once and apart from the records' counts; other members' listings are not errors.
    expect(within(runs[0]!).getByText('The MLS server refused the credentials (401).')).toBeInTheDocument();
    expect(titleOf(runs[0]!)).toMatch(/^Bridge Interactive · Incremental sync · /);
    expect(countOf(runs[0]!, 'Not yours')).toBe('1,800');
    expect(countOf(runs[0]!, 'Refused')).toBe('1');
    expect(countOf(runs[0]!, 'Errors')).toBe('1');
    expect(within(runs[0]!).getByText('Refused by field: PostalCode 1')).toBeInTheDocument();
    expect(within(runs[0]!).getByText('Refused and error details (2)')).toBeInTheDocument();
    expect(within(runs[0]!).getByText(/The record has no ListingKey/)).not.toBeVisible();
    await user.click(within(runs[0]!).getByText('Refused and error details (2)'));
    expect(within(runs[0]!).getByText(/The record has no ListingKey/)).toBeVisible();
    expect(titleOf(runs[1]!)).toMatch(/^Bridge Interactive · Initial sync · /);
    expect(within(runs[1]!).getByText('completed')).toBeInTheDocument();
    expect(within(runs[1]!).getByText('42 s')).toBeInTheDocument();
  });

  it("Logs on a card opens the Sync Logs tab on that configuration; a run with no rows says 'No Syncs Yet'", async () => {
    const { user } = renderAsAgent({ [`GET ${CONFIG_PATH}/logs`]: () => jsonResponse({ items: [] }) });
    await user.click(within(await findCard()).getByRole('button', { name: 'Logs' }));
    expect(screen.getByRole('tab', { name: 'Sync Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Configuration' })).toHaveValue(CONFIGURATION_ID);
    expect(await screen.findByRole('heading', { name: 'No Syncs Yet' })).toBeInTheDocument();
  });
});

/** The value a sync run shows for one count ('Errors', 'Not yours'…). */
const countOf = (run: HTMLElement, term: string) => within(run).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** A sync run's title line (MLS name · kind · time). */
const titleOf = (run: HTMLElement) => run.querySelector('p')?.textContent;
