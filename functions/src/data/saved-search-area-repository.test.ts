import { encodeGeohash } from './geohash';
import { areaCellsOf, cellsAround, needsWideIndex } from './saved-search-area-repository';

const AUSTIN = { bbox: [-97.95, 30.1, -97.55, 30.5] as [number, number, number, number] };
const ZILKER = { bbox: [-97.79, 30.25, -97.76, 30.28] as [number, number, number, number] };

describe("the saved searches' area index cells", () => {
  it('files an area under the finest cells that cover it in at most 16: a neighbourhood in 5 km ones, a city in 39 km ones, a state coarser; the country in none (the wide index)', () => {
    const zilker = areaCellsOf(ZILKER);
    expect(zilker.length).toBeLessThanOrEqual(4);
    expect(zilker.every((cell) => cell.length === 5)).toBe(true);
    expect(zilker).toContain(encodeGeohash(30.265, -97.775, 5));
    const austin = areaCellsOf(AUSTIN);
    expect(austin.length).toBeLessThanOrEqual(16);
    expect(austin.every((cell) => cell.length === 4)).toBe(true);
    const texas = areaCellsOf({ bbox: [-106.65, 25.84, -93.51, 36.5] });
    expect(texas.every((cell) => cell.length === 2)).toBe(true);
    expect(areaCellsOf({ bbox: [-125, 24, -66, 50] })).toEqual([]);
    expect(areaCellsOf(null)).toEqual([]);
    expect([needsWideIndex(null), needsWideIndex({ bbox: [-125, 24, -66, 50] }), needsWideIndex(AUSTIN)]).toEqual([true, true, false]);
  });

  it('a listing reads its cell at each precision; every point of an area lies in one of the cells the area is filed under', () => {
    expect(cellsAround({ lat: 30.27, lng: -97.74 })).toEqual([5, 4, 3, 2].map((p) => encodeGeohash(30.27, -97.74, p)));
    expect(cellsAround(null)).toEqual([]);
    for (const [area, point] of [
      [AUSTIN, { lat: 30.49, lng: -97.56 }],
      [AUSTIN, { lat: 30.11, lng: -97.94 }],
      [ZILKER, { lat: 30.279, lng: -97.761 }],
    ] as const) {
      const filed = new Set(areaCellsOf(area));
      expect(cellsAround(point).some((cell) => filed.has(cell))).toBe(true);
    }
  });
});
