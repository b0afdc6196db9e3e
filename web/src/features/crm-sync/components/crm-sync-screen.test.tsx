import { screen, waitFor, within } from '@testing-library/react';
import type { TCrmConnection } from '@shared/schemas/crm.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const agent = makeCurrentUser({ role: 'AGENT' });
const FIRST_RENDER_TIMEOUT_MS = 5000;
const STAND_IN = { followUpBossApiKey: 'local-fub-api-key-0001', webhookUrl: 'http://127.0.0.1:3107/webhooks/demo' };
const fub: TCrmConnection = { kind: 'follow-up-boss', apiKeyLastFour: '0001', webhookUrl: null, createdAt: '2026-11-24T10:00:00.000Z' };

describe('/crm', () => {
  it('tells a buyer that CRM sync is for agents and brokers, without asking the API', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    renderApp('/crm');
    expect(await screen.findByText('CRM sync is for agents and brokers.', {}, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/crm/connection')).toHaveLength(0);
  });

  it('offers a retry when the connection cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/crm/connection': () => jsonResponse({ message: 'down' }, 500) });
    renderApp('/crm');
    expect(await screen.findByText('We could not load your CRM connection. Please try again.', {}, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
  });

  it("connects Follow Up Boss with the local stand-in's key filled in, and shows only its last four characters", async () => {
    let connection: TCrmConnection | null = null;
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/crm/connection': () => jsonResponse({ connection, standIn: STAND_IN }),
      'PUT /api/crm/connection/follow-up-boss': () => jsonResponse((connection = fub)),
    });
    const { user } = renderApp('/crm');
    const form = await screen.findByRole('form', { name: 'Connect Follow Up Boss' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(within(form).getByLabelText(/Follow Up Boss API key/)).toHaveValue(STAND_IN.followUpBossApiKey);
    await user.click(within(form).getByRole('button', { name: 'Connect Follow Up Boss' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/crm/connection/follow-up-boss')[0]?.body).toEqual({ apiKey: STAND_IN.followUpBossApiKey }));
    expect(await screen.findByRole('heading', { name: 'Connected: Follow Up Boss' })).toBeInTheDocument();
    expect(screen.getByText('ending in 0001')).toBeInTheDocument();
  });

  it('shows the field message the schema gives and sends nothing for an empty webhook URL', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/crm/connection': () => jsonResponse({ connection: null, standIn: null }) });
    const { user } = renderApp('/crm');
    const form = await screen.findByRole('form', { name: 'Connect a webhook' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    await user.click(within(form).getByRole('button', { name: 'Connect webhook' }));
    expect(await within(form).findByText('Webhook URL is required')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/crm/connection/webhook')).toHaveLength(0);
  });

  it("shows a webhook's signing secret once it is connected, and the server's field message when refused", async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/crm/connection': () => jsonResponse({ connection: null, standIn: null }),
      'PUT /api/crm/connection/webhook': (call: TApiCall) =>
        (call.body as { url: string }).url.startsWith('http:')
          ? jsonResponse({ message: 'Invalid webhook URL', errors: [{ path: 'url', message: 'Use an https:// address' }] }, 400)
          : jsonResponse({
              connection: { kind: 'webhook', apiKeyLastFour: null, webhookUrl: 'https://hooks.example.com/x', createdAt: '2026-11-24T10:00:00.000Z' },
              signingSecret: 'whsec_abc123',
            }),
    });
    const { user } = renderApp('/crm');
    const form = await screen.findByRole('form', { name: 'Connect a webhook' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const url = within(form).getByLabelText(/Webhook URL/);
    await user.type(url, 'http://hooks.example.com/x');
    await user.click(within(form).getByRole('button', { name: 'Connect webhook' }));
    expect(await within(form).findByText('Use an https:// address')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/x');
    await user.click(within(form).getByRole('button', { name: 'Connect webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_abc123');
    expect(api.callsTo('PUT', '/api/crm/connection/webhook')).toHaveLength(2);
  });

  it('sends a test lead and says what the CRM answered', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/crm/connection': () => jsonResponse({ connection: fub, standIn: null }),
      'POST /api/crm/connection/test': () => jsonResponse({ success: false, message: 'Follow Up Boss answered 401: Invalid API key' }),
    });
    const { user } = renderApp('/crm');
    await user.click(await screen.findByRole('button', { name: 'Send a test lead' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CRM refused the test lead: Follow Up Boss answered 401: Invalid API key');
  });
});
