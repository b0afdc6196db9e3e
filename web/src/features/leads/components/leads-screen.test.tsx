import { screen, waitFor, within } from '@testing-library/react';
import { LEAD_REMOVED_LABELS } from '@shared/constants/privacy';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { makeCurrentUser, makeListResponse, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });

const harper: TPipelineLead = {
  id: '01JWLEAD000000000000000001',
  source: 'open-house',
  listingId: '01JWPR00000000000000000001',
  listingTitle: 'Elm Street Bungalow',
  openHouseId: '01JWOH00000000000000000009',
  openHouse: { startsAt: '2026-05-30T18:00:00.000Z', endsAt: '2026-05-30T20:00:00.000Z', timeZone: 'America/Chicago' },
  name: 'Hot Harper',
  email: 'harper@example.test',
  phone: '512-555-0101',
  message: null,
  answers: [{ question: 'First home?', answer: 'Yes' }],
  isOutsideHours: false,
  consentGivenAt: '2026-05-30T18:14:00.000Z',
  createdAt: '2026-05-30T18:14:00.000Z',
  status: 'new',
  notes: null,
  nextFollowUp: null,
  score: 70,
  reasons: [
    { label: 'Starting score', points: 20 },
    { label: 'Pre-approved', points: 20 },
    { label: 'Wants to buy now', points: 25 },
    { label: 'Left a phone number', points: 5 },
  ],
  crmDelivery: null,
};

/** GET /api/leads answering `items` as its only page. */
const onePage = (items: TPipelineLead[]) => jsonResponse({ items, total: items.length, nextCursor: null });

describe('/leads', () => {
  it('shows a lead whose person asked for removal as "Removed at the person\'s request", with no contact details or conversation link', async () => {
    const removed: TPipelineLead = {
      ...harper,
      id: '01JWLEAD000000000000000099',
      name: '',
      email: '',
      phone: null,
      answers: [],
      removal: { at: '2026-06-01T10:00:00.000Z', reason: 'request' },
    };
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/leads': () => onePage([removed, harper]) });
    renderApp('/leads');
    const card = await screen.findByRole('article', { name: LEAD_REMOVED_LABELS.request });
    expect(within(card).getByRole('heading', { name: 'Removed at the person’s request' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /mailto|@/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Open the conversation in Messages' })).not.toBeInTheDocument();
    expect(within(card).getByText('Visited Open House')).toBeInTheDocument();
    expect(within(card).queryByText('Consent to be contacted')).not.toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Hot Harper' })).getByRole('link', { name: 'harper@example.test' })).toBeInTheDocument();
  });

  it('shows each lead with its source, answers, score and the reasons for it', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/leads': () => onePage([harper]) });
    renderApp('/leads');
    const card = await screen.findByRole('article', { name: 'Hot Harper' });
    expect(within(card).getByText('Visited Open House')).toBeInTheDocument();
    expect(within(card).getByText('First home?')).toBeInTheDocument();
    expect(within(card).getByText('Score 70')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Why this score' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Starting score +20', 'Pre-approved +20', 'Wants to buy now +25', 'Left a phone number +5']);
    expect(within(card).getByText('First home?').nextElementSibling).toHaveTextContent('Yes');
    expect(within(card).getByRole('link', { name: '512-555-0101' })).toHaveAttribute('href', 'tel:5125550101');
    expect(within(card).getByRole('link', { name: 'Open the conversation in Messages' })).toHaveAttribute(
      'href',
      `/messages?q=harper%40example.test&open=${harper.id}`,
    );
  });

  it('folds the filters behind one button on a phone, saying how many are set', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/leads': () => onePage([harper]) });
    const { user } = renderApp('/leads');
    await screen.findByRole('article', { name: 'Hot Harper' });
    const toggle = screen.getByRole('button', { name: 'Filters and sort' });
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    // Hidden below sm by its class (jsdom applies no CSS), laid out from sm up.
    expect(filters).toHaveClass('max-sm:hidden', 'grid');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).not.toHaveClass('max-sm:hidden');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'contacted');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('names the open house a visitor signed in at with its hours, and when they agreed to be contacted or that they did not', async () => {
    const noel: TPipelineLead = { ...harper, id: '01JWLEAD000000000000000003', name: 'Noel Noconsent', consentGivenAt: null };
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/leads': () => onePage([harper, noel]) });
    renderApp('/leads');
    const card = await screen.findByRole('article', { name: 'Hot Harper' });
    const facts = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(facts('Open house')).toBe('Elm Street Bungalow\u00a0· Sat, May 30, 1:00 PM – 3:00 PM CDT');
    expect(facts('Consent to be contacted')).toBe('Given May 30, 2026, 1:14 PM CDT');
    const noConsent = screen.getByRole('article', { name: 'Noel Noconsent' });
    expect(within(noConsent).getByText('Consent to be contacted').nextElementSibling?.textContent).toBe('Not given');
  });

  it('shows more leads from the next page on request, keeping the ones shown', async () => {
    const ivy: TPipelineLead = { ...harper, id: '01JWLEAD000000000000000002', name: 'Ivy Inquiry', email: 'ivy@example.test' };
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/leads': (call) =>
        call.query.cursor === 'after-harper'
          ? jsonResponse({ items: [ivy], total: 2, nextCursor: null })
          : jsonResponse({ items: [harper], total: 2, nextCursor: 'after-harper' }),
    });
    const { user } = renderApp('/leads');
    await screen.findByRole('article', { name: 'Hot Harper' });
    expect(screen.getByText('Showing 1 of 2 leads')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more leads' }));
    await screen.findByRole('article', { name: 'Ivy Inquiry' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more leads' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/leads').map((call) => call.query.cursor)).toEqual([undefined, 'after-harper']);
  });

  it('asks the API with the filters and sort the agent picks', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/leads': () => onePage([harper]) });
    const { user } = renderApp('/leads');
    await screen.findByRole('article', { name: 'Hot Harper' });
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Contacted');
    await user.selectOptions(within(filters).getByLabelText('Sort'), 'Highest score');
    await waitFor(() => expect(api.callsTo('GET', '/api/leads').at(-1)?.query).toEqual({ status: 'contacted', sort: 'score' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export?status=contacted&sort=score');
  });

  it('saves the status, follow-up and notes of a lead', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/leads': () => onePage([harper]),
      [`PATCH /api/leads/${harper.id}`]: (call: TApiCall) =>
        jsonResponse({ id: harper.id, status: 'new', notes: null, nextFollowUp: null, ...(call.body as object) }),
    });
    const { user } = renderApp('/leads');
    const card = await screen.findByRole('article', { name: 'Hot Harper' });
    await user.selectOptions(within(card).getByLabelText('Status'), 'Showing scheduled');
    await user.type(within(card).getByLabelText('Notes'), 'Wants a yard');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/leads/${harper.id}`)[0]?.body).toEqual({ status: 'showing-scheduled', nextFollowUp: null, notes: 'Wants a yard' }),
    );
    expect(await screen.findByText('Lead updated')).toBeInTheDocument();
  });
  it('offers every listing the agent owns in the Listing filter, whichever leads are shown', async () => {
    const elm = makePropertySummary({ id: harper.listingId ?? '', title: 'Elm Street Bungalow' });
    const quietLoft = makePropertySummary({ title: 'Quiet Loft', status: 'draft' });
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/properties': () => jsonResponse(makeListResponse([elm, quietLoft])),
      'GET /api/leads': () => onePage([harper]),
    });
    const { user } = renderApp('/leads');
    await screen.findByRole('article', { name: 'Hot Harper' });
    const listingFilter = within(screen.getByRole('region', { name: 'Filters' })).getByLabelText('Listing');
    const optionLabels = () =>
      within(listingFilter)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(optionLabels()).toEqual(['All', 'Elm Street Bungalow', 'Quiet Loft']));
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toEqual({ userId: agent.id, status: 'all', limit: '100' });

    await user.selectOptions(listingFilter, 'Elm Street Bungalow');
    await waitFor(() => expect(api.callsTo('GET', '/api/leads').at(-1)?.query).toEqual({ listingId: elm.id, sort: 'recent' }));
    expect(optionLabels()).toEqual(['All', 'Elm Street Bungalow', 'Quiet Loft']);
  });

  it("keeps a shown lead's listing in the Listing filter when the agent no longer owns it", async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/properties': () => jsonResponse(makeListResponse([])),
      'GET /api/leads': () => onePage([harper]),
    });
    renderApp('/leads');
    await screen.findByRole('article', { name: 'Hot Harper' });
    const listingFilter = within(screen.getByRole('region', { name: 'Filters' })).getByLabelText('Listing');
    await waitFor(() =>
      expect(
        within(listingFilter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Elm Street Bungalow']),
    );
  });
});
