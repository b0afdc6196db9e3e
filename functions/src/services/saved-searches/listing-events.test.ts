import { listingEventsOf } from './listing-events';

const ref = (id: string) => ({ id, startsAt: '2026-12-05T19:00:00.000Z', endsAt: '2026-12-05T21:00:00.000Z', notes: null });
const listing = (overrides: Record<string, unknown> = {}) => ({
  status: 'active' as const,
  marketStatus: 'active' as const,
  price: 500_000,
  upcomingOpenHouses: [ref('oh1')],
  ...overrides,
});

describe('listingEventsOf', () => {
  it('a listing that becomes public is new, whatever else changed', () => {
    expect(listingEventsOf(null, listing())).toEqual(['new']);
    expect(listingEventsOf(listing({ status: 'draft', price: 600_000 }), listing())).toEqual(['new']);
    expect(listingEventsOf(listing({ marketStatus: 'withdrawn' }), listing())).toEqual(['new']);
  });

  it('a public listing that gains a map position is new to the searches of its area', () => {
    const place = { lat: 33.747, lng: -84.378 };
    expect(listingEventsOf(listing({ coordinates: null }), listing({ coordinates: place }))).toEqual(['new']);
    expect(listingEventsOf(listing({ coordinates: place }), listing({ coordinates: { lat: 33.75, lng: -84.37 } }))).toEqual([]);
    expect(listingEventsOf(listing({ coordinates: null }), listing({ coordinates: place, status: 'draft' }))).toEqual([]);
  });

  it('a public listing tells of each new open house, a price cut and a status change', () => {
    const after = listing({ price: 480_000, marketStatus: 'pending', upcomingOpenHouses: [ref('oh1'), ref('oh2')] });
    expect(listingEventsOf(listing(), after)).toEqual(['open-house#oh2', 'price-drop#480000', 'status#pending']);
  });

  it('a listing long on the market that reaches us now is not new: it tells of its open houses, a price cut and a status change, if any', () => {
    const old = { onMarketDate: '2026-08-01', listingContractDate: '2026-07-28', updatedAt: '2026-11-29T12:00:00.000Z' };
    // An MLS sync brings it (120 days on the market): its open house is news, the listing is not.
    expect(listingEventsOf(null, listing({ ...old }))).toEqual(['open-house#oh1']);
    expect(listingEventsOf(null, listing({ ...old, upcomingOpenHouses: [] }))).toEqual([]);
    // Only a contract date: judged by it.
    expect(listingEventsOf(null, listing({ listingContractDate: '2026-07-28', updatedAt: old.updatedAt, upcomingOpenHouses: [] }))).toEqual([]);
    // Back on the market cheaper, or gaining a map position: said as such.
    expect(listingEventsOf(listing({ ...old, marketStatus: 'withdrawn', price: 520_000 }), listing({ ...old }))).toEqual([
      'open-house#oh1',
      'price-drop#500000',
      'status#active',
    ]);
    expect(
      listingEventsOf(
        listing({ ...old, coordinates: null, upcomingOpenHouses: [] }),
        listing({ ...old, coordinates: { lat: 30.27, lng: -97.74 }, upcomingOpenHouses: [] }),
      ),
    ).toEqual([]);
    // Within two weeks of its market date it is new; one coming soon (a market date ahead) too.
    expect(listingEventsOf(null, listing({ onMarketDate: '2026-11-20', updatedAt: old.updatedAt }))).toEqual(['new']);
    expect(listingEventsOf(null, listing({ onMarketDate: '2026-12-10', marketStatus: 'coming-soon', updatedAt: old.updatedAt }))).toEqual(['new']);
  });

  it('tells nothing of a raise, an open house removed, an unchanged save, or a listing that is not public', () => {
    expect(listingEventsOf(listing(), listing({ price: 520_000, upcomingOpenHouses: [] }))).toEqual([]);
    expect(listingEventsOf(listing(), listing())).toEqual([]);
    expect(listingEventsOf(null, listing({ status: 'draft' }))).toEqual([]);
    expect(listingEventsOf(listing(), listing({ marketStatus: 'closed', price: 1 }))).toEqual([]);
  });
});
