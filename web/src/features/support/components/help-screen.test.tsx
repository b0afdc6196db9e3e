import { screen, waitFor, within } from '@testing-library/react';
import type { TSupportRequest } from '@shared/schemas/support.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const FIRST_RENDER_TIMEOUT_MS = 5000;
const LONG_MESSAGE = `My open house sign-in sheet ${'does not load on the tablet at the door '.repeat(12)}`.trim();

const makeRequest = (fields: Partial<TSupportRequest> = {}): TSupportRequest => ({
  id: '01J00000000000000000000001',
  topic: 'open-houses',
  message: LONG_MESSAGE,
  screenshotUrl: null,
  priority: 'priority',
  status: 'answered',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  replies: [{ message: 'Reload the sheet: fixed now.', sentAt: '2026-11-21T10:00:00.000Z' }],
  ...fields,
});

describe('/help', () => {
  it("promises the plan's answer time and lists past requests with status and our replies", async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      'GET /api/support-requests': () => jsonResponse({ priority: 'priority', answerTime: 'We answer within 1 business day', items: [makeRequest()] }),
    });
    renderApp('/help');
    expect(
      await screen.findByText('We answer within 1 business day, by e-mail and on this page.', {}, { timeout: FIRST_RENDER_TIMEOUT_MS }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your requests' });
    expect(within(list).getByRole('heading', { name: 'Open houses' })).toBeInTheDocument();
    expect(within(list).getByText('Answered')).toBeInTheDocument();
    expect(within(list).getByText(LONG_MESSAGE)).toBeInTheDocument();
    expect(within(list).getByText('Reload the sheet: fixed now.')).toBeInTheDocument();
  });

  it("links a request's screenshot to the route that checks who asks (never a public photo URL)", async () => {
    const screenshotUrl = '/api/support-requests/01J0000000000000000000000U/01J00000000000000000000001/screenshot';
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'GET /api/support-requests': () =>
        jsonResponse({ priority: 'standard', answerTime: 'We answer within 3 business days', items: [makeRequest({ screenshotUrl })] }),
    });
    renderApp('/help');
    const link = await screen.findByRole('link', { name: 'View screenshot' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(link).toHaveAttribute('href', screenshotUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for a topic and a message before sending, then sends the request and shows it', async () => {
    let items: TSupportRequest[] = [];
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'GET /api/support-requests': () => jsonResponse({ priority: 'standard', answerTime: 'We answer within 3 business days', items }),
      'POST /api/support-requests': (call) => {
        const body = call.body as { topic: TSupportRequest['topic']; message: string };
        items = [makeRequest({ topic: body.topic, message: body.message, priority: 'standard', status: 'open', replies: [] })];
        return jsonResponse(items[0], 201);
      },
    });
    const { user } = renderApp('/help');
    expect(
      await screen.findByText('We answer within 3 business days, by e-mail and on this page.', {}, { timeout: FIRST_RENDER_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a topic')).toBeInTheDocument();
    expect(screen.getByText('Tell us what happened')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/support-requests')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Billing and plans');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'I was charged twice.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/support-requests')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/support-requests')[0]?.body).toEqual({ topic: 'billing', message: 'I was charged twice.', screenshotKey: null });
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByText('I was charged twice.')).toBeInTheDocument();
    expect(within(list).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });
});
