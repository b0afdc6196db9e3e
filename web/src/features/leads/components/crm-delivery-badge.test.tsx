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
  name,
  email: 'someone@example.test',
  phone: null,
  message: null,
  answers: [],
  isOutsideHours: false,
  hasConsent: false,
  createdAt: '2026-05-30T17:00:00.000Z',
  status: 'new',
  notes: null,
  nextFollowUp: null,
  score: 10,
  reasons: [],
  crmDelivery,
});

const delivered = lead('01JWLEAD000000000000000001', 'Della Delivered', { kind: 'follow-up-boss', status: 'delivered', attempts: 1, lastError: null, updatedAt: '2026-05-30T17:00:05.000Z' });
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
      'GET /api/leads': () => jsonResponse({ items: [delivered, failed, noCrm], total: 3 }),
      [`POST /api/leads/${failed.id}/crm-delivery/retry`]: () => jsonResponse({ kind: 'webhook', status: 'pending', attempts: 0, lastError: null, updatedAt: '2026-05-30T17:10:00.000Z' }),
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
