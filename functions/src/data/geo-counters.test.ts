import { geoCountersOf } from './geo-counter-records';
import { counterUpdates, counterUpdatesOf } from './listing-counters';
import { encodeGeohash } from './geohash';
import { makeProperty } from './testing/make-records';

const DENVER = { lat: 39.7525, lng: -105.0002 };
const AUSTIN = { lat: 30.2622, lng: -97.76 };

/** The geo counter updates among a write's counter updates, as { key, moves }. */
const geoMoves = (updates: ReturnType<typeof counterUpdates>) =>
  updates
    .filter((update) => String(update.Update?.Key?.pk).startsWith('GEOCOUNT#'))
    .map((update) => {
      const values = update.Update!.ExpressionAttributeValues!;
      const moves = [...update.Update!.UpdateExpression!.matchAll(/(\w+) (:delta\d+)/g)].map(([, attribute, name]) => [attribute, values[name!]]);
      return { key: update.Update!.Key, moves: Object.fromEntries(moves) };
    });

describe("the map's geo counters (GEOCOUNT#<1-char cell> / <4-char cell>)", () => {
  const listing = makeProperty({ coordinates: DENVER, marketStatus: 'active', status: 'active' });
  const denverCell = encodeGeohash(DENVER.lat, DENVER.lng, 4);

  it('count a published listing in its 4-character cell, with its position in millionths of a degree', () => {
    expect(geoMoves(counterUpdates('t', null, listing))).toEqual([
      { key: { pk: `GEOCOUNT#${denverCell.slice(0, 1)}`, sk: denverCell }, moves: { activeCount: 1, activeLatE6: 39_752_500, activeLngE6: -105_000_200 } },
    ]);
  });

  it('follow a move to another cell, a move within one (position only), and nothing else', () => {
    const austinCell = encodeGeohash(AUSTIN.lat, AUSTIN.lng, 4);
    expect(geoMoves(counterUpdates('t', listing, { ...listing, coordinates: AUSTIN }))).toEqual([
      { key: { pk: `GEOCOUNT#${denverCell.slice(0, 1)}`, sk: denverCell }, moves: { activeCount: -1, activeLatE6: -39_752_500, activeLngE6: 105_000_200 } },
      { key: { pk: `GEOCOUNT#${austinCell.slice(0, 1)}`, sk: austinCell }, moves: { activeCount: 1, activeLatE6: 30_262_200, activeLngE6: -97_760_000 } },
    ]);
    const nudged = { ...listing, coordinates: { lat: DENVER.lat + 0.0001, lng: DENVER.lng } };
    expect(encodeGeohash(nudged.coordinates.lat, nudged.coordinates.lng, 4)).toBe(denverCell);
    expect(geoMoves(counterUpdates('t', listing, nudged))).toEqual([
      { key: { pk: `GEOCOUNT#${denverCell.slice(0, 1)}`, sk: denverCell }, moves: { activeLatE6: 100 } },
    ]);
    expect(geoMoves(counterUpdates('t', listing, { ...listing, price: listing.price + 1000, title: 'Renamed' }))).toEqual([]);
  });

  it('keep under-contract listings apart, and drop unpublished, closed, deleted and unplaced ones', () => {
    expect(geoMoves(counterUpdates('t', listing, { ...listing, marketStatus: 'pending' }))[0]?.moves).toEqual({
      activeCount: -1,
      activeLatE6: -39_752_500,
      activeLngE6: 105_000_200,
      underContractCount: 1,
      underContractLatE6: 39_752_500,
      underContractLngE6: -105_000_200,
    });
    for (const after of [{ ...listing, status: 'draft' as const }, { ...listing, marketStatus: 'closed' as const }, null]) {
      expect(geoMoves(counterUpdates('t', listing, after))[0]?.moves).toEqual({ activeCount: -1, activeLatE6: -39_752_500, activeLngE6: 105_000_200 });
    }
    expect(geoMoves(counterUpdates('t', null, { ...listing, coordinates: null }))).toEqual([]);
    expect(geoMoves(counterUpdates('t', null, { ...listing, status: 'draft' }))).toEqual([]);
  });

  it('merge the listings of one bulk write into one update per cell, as a recount adds them up', () => {
    const listings = [DENVER, { lat: 39.7355, lng: -104.9842 }, AUSTIN].map((coordinates) =>
      makeProperty({ coordinates, status: 'active', marketStatus: 'active' }),
    );
    const merged = geoMoves(
      counterUpdatesOf(
        't',
        listings.map((after) => ({ before: null, after })),
      ),
    );
    const recount = geoCountersOf(listings.map((l) => ({ coordinates: l.coordinates!, marketStatus: l.marketStatus })));
    expect(recount.map((c) => c.cell)).toEqual(merged.map((m) => m.key!.sk).sort());
    for (const counter of recount) {
      const moves = merged.find((m) => m.key!.sk === counter.cell)!.moves;
      expect({ activeCount: counter.activeCount, activeLatE6: counter.activeLatE6, activeLngE6: counter.activeLngE6 }).toEqual(moves);
      expect(counter.underContractCount).toBe(0);
    }
    expect(recount.find((c) => c.cell === denverCell)?.activeCount).toBe(2);
  });
});
