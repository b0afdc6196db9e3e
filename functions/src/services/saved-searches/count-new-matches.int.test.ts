import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../../test/test-deps';
import { putNewProperty } from '../../data/property-repository';
import { makeProperty } from '../../data/testing/make-records';
import { countNewMatches } from './count-new-matches';

const { deps } = createTestDeps();

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('counting a saved search\'s new matches', () => {
  it('reads no more listings than its share, and says "at least" when the share ran out', async () => {
    // Three listings only this test's text search and area match, published after the visit.
    const token = `zq${ulid().toLowerCase()}`;
    const spot = { lat: -46.5432, lng: -126.789 };
    for (let i = 0; i < 3; i++) {
      await putNewProperty(deps.db, makeProperty({ coordinates: { lat: spot.lat + i * 1e-4, lng: spot.lng }, searchText: `cove ${token}`, createdAt: '2026-06-02T00:00:00.000Z', publishedAt: '2026-06-02T00:00:00.000Z' }));
    }
    const lastVisitedAt = '2026-06-01T00:00:00.000Z';
    const byText = { filters: { q: token }, area: null, lastVisitedAt };
    const byArea = { filters: {}, area: { bbox: [spot.lng - 0.01, spot.lat - 0.01, spot.lng + 0.01, spot.lat + 0.01] as [number, number, number, number], place: null }, lastVisitedAt };

    expect(await countNewMatches(deps, byText, 2000)).toEqual({ count: 3, capped: false });
    expect(await countNewMatches(deps, byArea, 2000)).toEqual({ count: 3, capped: false });
    // A share of two: the area's read stops after two of its three; the text search reads the two newest of
    // the whole index (this test's listings are not among them), so it knows only that there may be more.
    expect(await countNewMatches(deps, byArea, 2)).toEqual({ count: 2, capped: true });
    expect((await countNewMatches(deps, byText, 2)).capped).toBe(true);
  });
});
