import { screen, waitFor, within } from '@testing-library/react';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });

const lead = (id: string, name: string, crmDelivery: TPipelineLead['crmDelivery']): TPipelineLead => ({
  id,
  source: 'listing',
  listingId: null,
  listingTitle: null,
  openHouseId: null,
  openHouse: null,
  name,
  email: 'someone@example.test',
  phone: null,
  message: null,
  answers: [],
  isOutsideHours: false,
  consentGivenAt: null,
  createdAt: '2026-05-30T17:00:00.000Z',
  status: 'new',
  notes: null,
  nextFollowUp: null,
  score: 10,
  reasons: [],
  crmDelivery,
});

const delivered = lead('01JWLEAD000000000000000001', 'Della Delivered', {
  kind: 'follow-up-boss',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  updatedAt: '2026-05-30T17:00:05.000Z',
});
const failed = lead('01JWLEAD000000000000000002', 'Fay Failed', {
  kind: 'webhook',
  status: 'failed',
  attempts: 5,
  lastError: 'The webhook answered 503: down for maintenance with a very long explanation that has to wrap on a phone',
  updatedAt: '2026-05-30T17:09:00.000Z',
});
const noCrm = lead('01JWLEAD000000000000000003', 'Nico Nocrm', null);

describe('the CRM delivery of each lead on /leads', () => {
  it('reads delivered, or failed with the reason, how often it was retried and a Retry button; nothing without a CRM', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/leads': () => jsonResponse({ items: [delivered, failed, noCrm], total: 3, nextCursor: null }),
      [`POST /api/leads/${failed.id}/crm-delivery/retry`]: () =>
        jsonResponse({ kind: 'webhook', status: 'pending', attempts: 0, lastError: null, updatedAt: '2026-05-30T17:10:00.000Z' }),
    });
    const { user } = renderApp('/leads');
    expect(within(await screen.findByRole('article', { name: 'Della Delivered' })).getByText('Follow Up Boss: delivered')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Nico Nocrm' })).queryByText(/delivered|pending|failed/)).toBeNull();

    const failedCard = screen.getByRole('article', { name: 'Fay Failed' });
    expect(within(failedCard).getByText('Webhook: failed, retried 4 times')).toBeInTheDocument();
    expect(within(failedCard).getByText(/The webhook answered 503/)).toBeInTheDocument();
    await user.click(within(failedCard).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/leads/${failed.id}/crm-delivery/retry`)).toHaveLength(1));
  });
});

describe('a pending CRM delivery', () => {
  // The badge reads the list again after a few seconds: real time, so this test gets room for it.
  it('reads pending with its attempts, and the list is read again until it settles', { timeout: 20_000 }, async () => {
    const pending = lead('01JWLEAD000000000000000004', 'Pat Pending', {
      kind: 'follow-up-boss',
      status: 'pending',
      attempts: 2,
      lastError: 'Follow Up Boss answered 503',
      updatedAt: '2026-05-30T17:01:00.000Z',
    });
    const settled = { ...pending, crmDelivery: { ...pending.crmDelivery!, status: 'delivered' as const, attempts: 3, lastError: null } };
    let reads = 0;
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/leads': () => jsonResponse({ items: [reads++ === 0 ? pending : settled], total: 1, nextCursor: null }),
    });
    renderApp('/leads');
    expect(within(await screen.findByRole('article', { name: 'Pat Pending' })).getByText('Follow Up Boss: pending (tried 2 times)')).toBeInTheDocument();
    expect(await screen.findByText('Follow Up Boss: delivered', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/leads')).toHaveLength(2);
  });
});
