import { encodeGeohash } from './geohash';
import { NATIONWIDE, areaCellsOf, cellsAround } from './saved-search-area-repository';

describe('the saved searches\' area index cells', () => {
  it('files a metro under the few fine cells it touches, a state under coarse ones, the country (or no area) as nationwide', () => {
    const austin = areaCellsOf({ bbox: [-97.95, 30.1, -97.55, 30.5] });
    expect(austin.length).toBeGreaterThan(0);
    expect(austin.length).toBeLessThanOrEqual(4);
    expect(austin.every((cell) => cell.length === 3)).toBe(true);
    expect(austin).toContain(encodeGeohash(30.27, -97.74, 3));
    const texas = areaCellsOf({ bbox: [-106.65, 25.84, -93.51, 36.5] });
    expect(texas.every((cell) => cell.length === 2)).toBe(true);
    expect(areaCellsOf({ bbox: [-125, 24, -66, 50] })).toEqual([NATIONWIDE]);
    expect(areaCellsOf(null)).toEqual([NATIONWIDE]);
  });

  it('a listing reads the three cells that can hold a search about it: its fine cell, its coarse cell and nationwide', () => {
    expect(cellsAround({ lat: 30.27, lng: -97.74 })).toEqual([encodeGeohash(30.27, -97.74, 3), encodeGeohash(30.27, -97.74, 2), NATIONWIDE]);
    expect(cellsAround(null)).toEqual([NATIONWIDE]);
    // A point of a search's area is in one of its cells: the one the listing reads.
    const cells = areaCellsOf({ bbox: [-97.95, 30.1, -97.55, 30.5] });
    expect(cells).toContain(cellsAround({ lat: 30.49, lng: -97.56 })[0]);
  });
});
