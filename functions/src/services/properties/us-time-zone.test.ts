import { readFileSync } from 'node:fs';
import tzLookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';
import { US_TIME_ZONE_TREE_FILE, usTimeZoneModuleFromPackage } from '../../../../scripts/us-time-zones/from-package';
import { US_REGIONS, type TRegion } from '../../../../scripts/us-time-zones/us-regions';
import { usTimeZoneAt } from './us-time-zone';

/** The points of a region every `step` degrees from `origin`, its edges and corners included. */
function* gridOver(region: TRegion, step: number, origin = { lat: region.south, lng: region.west }): Generator<[number, number]> {
  const along = (from: number, to: number, start: number) => {
    const values = [from, to];
    for (let i = Math.ceil((from - start) / step); start + i * step <= to; i++) if (start + i * step >= from) values.push(start + i * step);
    return values;
  };
  for (const lat of along(region.south, region.north, origin.lat)) for (const lng of along(region.west, region.east, origin.lng)) yield [lat, lng];
}

/** A seeded generator (mulberry32): the same random points on every run. */
function randomNumbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const differences = (points: Iterable<[number, number]>) => {
  const found: string[] = [];
  for (const [lat, lng] of points) {
    const ours = usTimeZoneAt(lat, lng);
    const theirs = tzLookup(lat, lng);
    if (ours !== theirs && found.push(`${lat},${lng}: ${ours} instead of ${theirs}`) >= 5) break;
  }
  return found;
};

/** tz-lookup's node edges down to 1/256 of its 7.5° cells, where a point's rounding decides its side. */
const EDGE_STEP = 7.5 / 256;

describe('usTimeZoneAt', () => {
  it.each(US_REGIONS)('answers as tz-lookup does every 0.03° over $name', (region) => {
    expect(differences(gridOver(region, 0.03))).toEqual([]);
  });

  it.each(US_REGIONS)("answers as tz-lookup does on its nodes' edges over $name", (region) => {
    expect(differences(gridOver(region, EDGE_STEP, { lat: 90, lng: -180 }))).toEqual([]);
  });

  it('answers as tz-lookup does at random points in the regions', () => {
    const random = randomNumbers(2026);
    const points = US_REGIONS.flatMap((region) =>
      Array.from({ length: 20_000 }, (): [number, number] => [
        region.south + random() * (region.north - region.south),
        region.west + random() * (region.east - region.west),
      ]),
    );
    expect(differences(points)).toEqual([]);
  });

  it("answers tz-lookup's zone or nothing anywhere else on Earth", () => {
    const random = randomNumbers(27);
    const wrong: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      const [lat, lng] = [random() * 180 - 90, random() * 360 - 180];
      const zone = usTimeZoneAt(lat, lng);
      if (zone !== null && zone !== tzLookup(lat, lng)) wrong.push(`${lat},${lng}: ${zone}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect([usTimeZoneAt(48.8566, 2.3522), usTimeZoneAt(-33.8688, 151.2093), usTimeZoneAt(0, -140)]).toEqual([null, null, null]);
  });

  it('places the states and territories, the Aleutians on both sides of 180° included', () => {
    expect(usTimeZoneAt(52.84, 173.18)).toBe('America/Adak'); // Attu
    expect(usTimeZoneAt(51.88, -176.658)).toBe('America/Adak');
    expect(usTimeZoneAt(35.6803, -109.0526)).toBe('America/Denver'); // Window Rock, Navajo Nation
    expect(usTimeZoneAt(33.4484, -112.074)).toBe('America/Phoenix');
    expect(usTimeZoneAt(41.5934, -87.3464)).toBe('America/Chicago'); // Gary, Indiana
    expect(usTimeZoneAt(39.7684, -86.1581)).toBe('America/Indiana/Indianapolis');
    expect(usTimeZoneAt(18.4655, -66.1057)).toBe('America/Puerto_Rico');
    expect(usTimeZoneAt(18.3419, -64.9307)).toBe('America/St_Thomas');
    expect(usTimeZoneAt(13.4757, 144.7489)).toBe('Pacific/Guam');
    expect(usTimeZoneAt(15.1779, 145.7507)).toBe('Pacific/Saipan');
    expect(usTimeZoneAt(-14.22, -169.5)).toBe('Pacific/Pago_Pago'); // Manuʻa
  });

  it('answers nothing for coordinates that are not a point on Earth', () => {
    expect([
      usTimeZoneAt(Number.NaN, -100),
      usTimeZoneAt(40, Number.NaN),
      usTimeZoneAt(91, 0),
      usTimeZoneAt(-91, 0),
      usTimeZoneAt(40, 180.5),
      usTimeZoneAt(40, -Infinity),
    ]).toEqual([null, null, null, null, null, null]);
  });

  it('is generated from the installed tz-lookup: after upgrading it, run `npm run tz:build`', () => {
    expect(usTimeZoneModuleFromPackage()).toBe(readFileSync(US_TIME_ZONE_TREE_FILE, 'utf8'));
  });
});
