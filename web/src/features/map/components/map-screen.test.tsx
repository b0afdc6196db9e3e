import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAP_PRICE_MAX, MAP_PRICE_MIN, MAP_PRICE_STEP } from '@shared/constants/open-house';
import type { TMapProperty } from '@shared/schemas/open-house.schema';
import { makeCurrentUser, makeMapProperty, makeMapResponse, makeSavedOpenHouse } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// Saturday 30 May 2026, noon in Austin (CDT, UTC-5).
const NOW = new Date('2026-05-30T17:00:00Z');

const at = (title: string, startsAt: string, endsAt: string, overrides: Partial<TMapProperty> = {}) =>
  makeMapProperty({ title, openHouses: [{ id: `01JWOH${title.replace(/\W/g, '').toUpperCase().padEnd(20, '0').slice(0, 20)}`, startsAt, endsAt }], ...overrides });

const live = at('Live Loft', '2026-05-30T16:00:00Z', '2026-05-30T18:00:00Z', { price: 400_000, coordinates: { lat: 30.2672, lng: -97.7431 } });
const tonight = at('Tonight Townhouse', '2026-05-30T23:00:00Z', '2026-05-31T01:00:00Z', { price: 700_000, coordinates: { lat: 30.3, lng: -97.7 } });
const tuesday = at('Tuesday Home', '2026-06-02T15:00:00Z', '2026-06-02T17:00:00Z', { price: 2_500_000, coordinates: null });
const later = at('Later Ranch', '2026-06-20T15:00:00Z', '2026-06-20T17:00:00Z', { price: 900_000, coordinates: { lat: 30.25, lng: -97.78 } });
const ALL = [live, tonight, tuesday, later];

function setUp(properties: TMapProperty[] = ALL, routes: Parameters<typeof mockApi>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({ 'GET /api/map/all-open-houses': () => jsonResponse(makeMapResponse(properties)), ...routes });
  return { api, ...renderApp('/map') };
}

const cardTitles = () => within(screen.getByRole('list', { name: 'Austin open houses' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const countsRegion = () => screen.getByText(/^(Property|Properties)$/, { selector: 'dt' }).closest('[role="status"]') as HTMLElement;
/** The number shown under a count's label ('Properties' → '3'). */
const countOf = (label: RegExp) => within(countsRegion()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const pins = () => within(screen.getByRole('group', { name: 'Austin open houses: map pins' })).getAllByRole('button');

describe('/map', () => {
  it("credits an imported listing's MLS on its card (IDX attribution)", async () => {
    const imported = at('Imported Bungalow', '2026-05-30T16:00:00Z', '2026-05-30T18:00:00Z', {
      attribution: { listingOfficeName: 'Hill Country Realty', mlsName: 'Central Texas MLS', lastUpdatedAt: '2026-05-28T15:00:00.000Z' },
    });
    setUp([imported, tonight]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Imported Bungalow' })).closest('article') as HTMLElement;
    expect(within(card).getByText(/Listing courtesy of Hill Country Realty · Central Texas MLS · Listing data last updated/)).toBeInTheDocument();
    const own = screen.getByRole('heading', { level: 3, name: 'Tonight Townhouse' }).closest('article') as HTMLElement;
    expect(within(own).queryByText(/Listing courtesy of/)).not.toBeInTheDocument();
  });

  it('is public: the title, This Week by default, the slider, counts, pins and cards, from the all-open-houses call', async () => {
    const { api } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin Open Houses' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'This Week' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Today Only' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'This Month' })).not.toBeChecked();

    const slider = screen.getByRole('slider', { name: 'Max price' });
    expect(slider).toHaveAttribute('min', String(MAP_PRICE_MIN));
    expect(slider).toHaveAttribute('max', String(MAP_PRICE_MAX));
    expect(slider).toHaveAttribute('step', String(MAP_PRICE_STEP));
    expect(slider).toHaveValue(String(MAP_PRICE_MAX));
    expect(slider).toHaveAttribute('aria-valuetext', 'Any price');

    expect(cardTitles()).toEqual(['Live Loft', 'Tonight Townhouse', 'Tuesday Home']);
    expect(countsRegion()).toHaveAttribute('aria-live', 'polite');
    expect(countOf(/^Propert(y|ies)$/)).toBe('3');
    expect(countOf(/^Open Houses? This Week$/)).toBe('3');
    expect(countOf(/^Today's Events?$/)).toBe('2');

    expect(pins().map((pin) => pin.getAttribute('aria-label'))).toEqual([
      'Live Loft, $400,000, Happening now, Sat, May 30, 11:00 AM – 1:00 PM CDT',
      'Tonight Townhouse, $700,000, Today, Sat, May 30, 6:00 PM – 8:00 PM CDT',
      'Tuesday Home, $2,500,000, This week, Tue, Jun 2, 10:00 AM – 12:00 PM CDT',
    ]);
    expect(pins()[0]).toHaveAttribute('data-kind', 'live');
    expect(pins()[0]?.querySelector('.animate-ping')).toHaveClass('motion-reduce:hidden');
    // Centre coordinates: the middle of the map; a listing without coordinates is marked approximate.
    expect(pins()[0]).toHaveStyle({ left: '50%', top: '50%' });
    expect(screen.getByText('Approximate location')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/map/all-open-houses')).toHaveLength(1);
    expect(screen.getByRole('banner').querySelector('nav[aria-label="Main"]')).not.toBeNull();
  });

  it('Today Only and This Month change the cards and the counts', async () => {
    const { user } = setUp();
    await screen.findByRole('list', { name: 'Austin open houses' });
    await user.click(screen.getByRole('radio', { name: 'Today Only' }));
    expect(cardTitles()).toEqual(['Live Loft', 'Tonight Townhouse']);
    expect(countOf(/^Propert(y|ies)$/)).toBe('2');

    await user.click(screen.getByRole('radio', { name: 'This Month' }));
    expect(cardTitles()).toEqual(['Live Loft', 'Tonight Townhouse', 'Tuesday Home', 'Later Ranch']);
    expect(pins().at(-1)).toHaveAttribute('data-kind', 'later');
    expect(countOf(/^Open Houses? This Month$/)).toBe('4');
  });

  it('the price slider hides listings above the max, announced as a price', async () => {
    setUp();
    const slider = await screen.findByRole('slider', { name: 'Max price' });
    fireEvent.change(slider, { target: { value: '650000' } });
    expect(slider).toHaveAttribute('aria-valuetext', 'Up to $650,000');
    expect(screen.getByText('Up to $650,000')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Live Loft']);
    expect(countOf(/^Propert(y|ies)$/)).toBe('1');

    fireEvent.change(slider, { target: { value: String(MAP_PRICE_MIN) } });
    expect(await screen.findByRole('heading', { name: 'No open houses match these filters' })).toBeInTheDocument();
    expect(pins).toThrow();
  });

  it('selecting a pin selects its card and scrolls it into view; Show on map selects the pin', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = setUp();
    await screen.findByRole('list', { name: 'Austin open houses' });
    const tonightPin = screen.getByRole('button', { name: /^Tonight Townhouse, / });
    await user.click(tonightPin);
    expect(tonightPin).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('heading', { name: 'Tonight Townhouse' }).closest('li') as HTMLElement;
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(scrolled).toContain(card);
    expect(screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'true')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show on map: Live Loft' }));
    expect(screen.getByRole('button', { name: /^Live Loft, / })).toHaveAttribute('aria-pressed', 'true');
    expect(tonightPin).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Live Loft' }).closest('li')).toHaveAttribute('aria-current', 'true');
    expect(card).not.toHaveAttribute('aria-current');
  });

  it('the pins are one tab stop; arrow keys, Home and End move between them and Enter selects', async () => {
    const { user } = setUp();
    await screen.findByRole('list', { name: 'Austin open houses' });
    const [first, second, third] = pins();
    expect(pins().map((pin) => pin.tabIndex)).toEqual([0, -1, -1]);
    first?.focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(pins().map((pin) => pin.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('says plainly when nothing is scheduled (no made-up open houses)', async () => {
    setUp([]);
    expect(await screen.findByRole('heading', { name: 'No open houses scheduled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/listings');
    expect(screen.queryByRole('group', { name: /map pins/ })).not.toBeInTheDocument();
  });

  it('offers Try again when the open houses cannot be loaded', async () => {
    let status = 500;
    const { user, api } = setUp(ALL, { 'GET /api/map/all-open-houses': () => (status === 500 ? jsonResponse({ message: 'Internal error' }, 500) : jsonResponse(makeMapResponse(ALL))) });
    expect(await screen.findByText('We could not load the open houses. Please try again.')).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Austin open houses' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/map/all-open-houses')).toHaveLength(2);
  });

  it('makes no request outside the API and loads no external map image', async () => {
    const { api } = setUp();
    await screen.findByRole('list', { name: 'Austin open houses' });
    expect(api.calls.every((call) => call.path.startsWith('/api/'))).toBe(true);
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src') ?? '').not.toMatch(/^(https?:)?\/\//);
  });

  it('agents and brokers see the professional header', async () => {
    setUp(ALL, { 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER' })), 'GET /api/users/saved-open-houses': () => jsonResponse({ items: [] }) });
    expect(await screen.findByRole('navigation', { name: 'Professional' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Professional' })).getByRole('link', { name: 'Map View' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('saving from a map card', () => {
  it('a signed-in user saves the next open house of the card on the server', async () => {
    let items: ReturnType<typeof makeSavedOpenHouse>[] = [];
    const { api, user } = setUp(ALL, {
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/users/saved-open-houses': () => jsonResponse({ items }),
      'POST /api/users/saved-open-houses': (call) => {
        const body = call.body as { propertyId: string; openHouseId: string };
        items = [makeSavedOpenHouse({ ...body, id: body.openHouseId })];
        return jsonResponse(items[0], 201);
      },
    });
    await screen.findByRole('list', { name: 'Austin open houses' });
    await user.click(await screen.findByRole('button', { name: /^Save open house: Tonight Townhouse/ }));
    expect((await screen.findAllByText('Open House Saved'))[0]).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/saved-open-houses')[0]?.body).toEqual({ propertyId: tonight.id, openHouseId: tonight.openHouses[0]?.id });
    await waitFor(() => expect(screen.getByRole('link', { name: /^Saved: Tonight Townhouse/ })).toHaveAttribute('href', '/saved-open-houses'));
  });

  it('a visitor is told to sign in and taken there; nothing is saved', async () => {
    const { api, user, router } = setUp();
    await screen.findByRole('list', { name: 'Austin open houses' });
    await user.click(screen.getByRole('button', { name: /^Save open house: Live Loft/ }));
    expect((await screen.findAllByText('Sign in to save'))[0]).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(api.callsTo('POST', '/api/users/saved-open-houses')).toHaveLength(0);
  });
});
