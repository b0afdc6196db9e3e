import { screen, within } from '@testing-library/react';
import type { TListingAttribution } from '@shared/schemas/listing-attribution.schema';
import { makeListResponse, makeProperty, makePropertySummary } from '../../testing/factories';
import { jsonResponse, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;

const attribution = (overrides: Partial<TListingAttribution> = {}): TListingAttribution => ({
  listingOfficeName: 'Hill Country Realty',
  listingAgentName: 'Dana Broker',
  mlsName: 'Austin Local MLS',
  mlsListingId: 'ATX-1001',
  // Noon UTC: the same calendar day in Austin.
  lastUpdatedAt: '2026-11-20T12:00:00.000Z',
  disclaimer: 'Information deemed reliable but not guaranteed.',
  showAddress: true,
  synced: true,
  ...overrides,
});

describe('IDX attribution of imported listings', () => {
  it('shows the listing office, the MLS and the last update on a card, and nothing on a typed-in listing', async () => {
    const imported = makePropertySummary({ title: 'Imported Ranch', attribution: attribution() });
    const typed = makePropertySummary({ title: 'Typed Cottage' });
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([imported, typed])) });
    renderApp('/listings');

    const card = (await screen.findByRole('heading', { name: 'Imported Ranch' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).closest('article') as HTMLElement;
    expect(within(card).getByText('Listing courtesy of Hill Country Realty · Austin Local MLS · Listing data last updated Nov 20, 2026')).toBeInTheDocument();
    const typedCard = screen.getByRole('heading', { name: 'Typed Cottage' }).closest('article') as HTMLElement;
    expect(within(typedCard).queryByText(/Listing data last updated/)).not.toBeInTheDocument();
  });

  it('shows only the city and state when the MLS withholds the address', async () => {
    const imported = makePropertySummary({
      title: '',
      address: '',
      zipCode: '78704',
      coverImage: '/photos/agent-1/ranch/cover.jpg',
      attribution: attribution({ showAddress: false }),
    });
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([imported])) });
    renderApp('/listings');

    const card = (await screen.findByRole('heading', { name: 'Austin, TX' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).closest('article') as HTMLElement;
    expect(within(card).queryByText(/78704/)).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Austin, TX' })).toBeInTheDocument();
  });

  it('shows office, agent, MLS number, last update and the disclaimer on the detail page', async () => {
    const property = makeProperty({ title: 'Imported Ranch', address: '9 Secret Lane', attribution: attribution({ showAddress: false }) });
    mockApi({ [`GET /api/properties/${property.id}`]: () => jsonResponse(property) });
    renderApp(`/property/${property.id}`);

    const section = (await screen.findByRole('heading', { name: 'Listing Information' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('Hill Country Realty')).toBeInTheDocument();
    expect(within(section).getByText('Dana Broker')).toBeInTheDocument();
    expect(within(section).getByText('Austin Local MLS, MLS# ATX-1001')).toBeInTheDocument();
    expect(within(section).getByText('Listing data last updated Nov 20, 2026')).toBeInTheDocument();
    expect(within(section).getByText('Information deemed reliable but not guaranteed.')).toBeInTheDocument();
    expect(screen.queryByText(/9 Secret Lane/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No longer offered through the MLS/)).not.toBeInTheDocument();
  });

  it('says when the listing left the MLS feed, and says nothing while it is in it', async () => {
    const gone = makeProperty({ title: 'Withdrawn Ranch', attribution: attribution({ leftFeedAt: '2026-11-22T12:00:00.000Z' }) });
    mockApi({ [`GET /api/properties/${gone.id}`]: () => jsonResponse(gone) });
    renderApp(`/property/${gone.id}`);

    const section = (await screen.findByRole('heading', { name: 'Listing Information' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('No longer offered through the MLS since Nov 22, 2026: this page shows the listing as it was last.')).toBeInTheDocument();
  });
});
