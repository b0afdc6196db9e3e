import { describe, expect, it } from 'vitest';
import type { TGazetteerData } from './gazetteer-data';
import { readGazetteerFile } from './gazetteer-data';
import { normalizePlaceText, splitStreetAddress } from '../../data/place-text';
import { buildGazetteerIndex, searchGazetteer } from './gazetteer-index';

const box = [0, 0, 1, 1] as const;
const fixture: TGazetteerData = {
  version: 1,
  sources: 'test',
  cities: [
    ['Denver', 'CO', 715_522, -104.98, 39.74, -105.1, 39.6, -104.7, 39.9],
    ['Denver', 'PA', 3_875, -76.14, 40.23, ...box],
    ['Denton', 'TX', 148_146, -97.13, 33.21, ...box],
    ['Springfield', 'IL', 114_394, -89.64, 39.8, ...box],
    ['Springfield', 'MO', 169_176, -93.29, 37.21, ...box],
    ['Twin A', 'KS', 5_000, 0, 0, ...box],
    ['Twin B', 'KS', 5_000, 0, 0, ...box],
    ['Travis Ranch', 'TX', 6_000, 0, 0, ...box],
    ["Coeur d'Alene", 'ID', 54_628, -116.78, 47.68, ...box],
    ['Española', 'NM', 10_000, 0, 0, ...box],
  ],
  zips: [
    ['80203', 'Denver', 'CO', -104.98, 39.73],
    ['80202', 'Denver', 'CO', -104.99, 39.75],
    ['78701', 'Austin', 'TX', -97.74, 30.27],
  ],
  counties: [
    ['Travis County', 'TX', '48453', -97.78, 30.33, -98.17, 30.02, -97.37, 30.63, 1_290_000],
    ['Denver County', 'CO', '08031', -104.88, 39.76, -105.11, 39.61, -104.6, 39.91, 715_522],
  ],
};
const index = buildGazetteerIndex(fixture);
const labels = (q: string, limit = 8) => searchGazetteer(index, q, limit).map((p) => p.label);

describe('normalizePlaceText', () => {
  it('lower-cases, drops accents and folds punctuation to single spaces', () => {
    expect(normalizePlaceText("  Coeur d'Alene,  ID ")).toBe('coeur d alene id');
    expect(normalizePlaceText('Española')).toBe('espanola');
  });

  it('splits a street address into its house number and street', () => {
    expect(splitStreetAddress('1200 Congress Ave.')).toEqual({ number: '1200', street: 'congress ave' });
    expect(splitStreetAddress('12B Elm St')).toEqual({ number: '12b', street: 'elm st' });
    expect(splitStreetAddress('Rural Route 9')).toEqual({ number: '', street: 'rural route 9' });
    expect(splitStreetAddress('1200')).toEqual({ number: '1200', street: '' });
  });
});

describe('searchGazetteer', () => {
  it('ranks a prefix by population, cities and counties together', () => {
    expect(labels('den')).toEqual(['Denver, CO', 'Denver County, CO', 'Denton, TX', 'Denver, PA']);
  });

  it('puts a name the query spells out in full before names it only begins', () => {
    expect(labels('denver')).toEqual(['Denver, CO', 'Denver, PA', 'Denver County, CO']);
    expect(labels('springfield mo')).toEqual(['Springfield, MO']);
    expect(labels('Springfield, IL')).toEqual(['Springfield, IL']);
  });

  it('finds a county by its name and ranks it by the population it holds', () => {
    expect(labels('travis')).toEqual(['Travis County, TX', 'Travis Ranch, TX']);
    const [county] = searchGazetteer(index, 'travis co', 1);
    expect(county).toEqual({ kind: 'county', label: 'Travis County, TX', center: [-97.78, 30.33], bbox: [-98.17, 30.02, -97.37, 30.63] });
  });

  it('orders equal ranks by label, so the answer is stable', () => {
    expect(labels('twin')).toEqual(['Twin A, KS', 'Twin B, KS']);
  });

  it('answers digits with ZIP codes in order, each framed around its centre', () => {
    expect(labels('802')).toEqual(['80202, Denver, CO', '80203, Denver, CO']);
    const [zip] = searchGazetteer(index, '80202', 8);
    expect(zip?.kind).toBe('zip');
    expect(zip?.center).toEqual([-104.99, 39.75]);
    const [w, s, e, n] = zip!.bbox;
    expect(w).toBeLessThan(-104.99);
    expect(e).toBeGreaterThan(-104.99);
    expect(s).toBeLessThan(39.75);
    expect(n).toBeGreaterThan(39.75);
    expect(labels('99999')).toEqual([]);
  });

  it('keeps to the limit and ignores accents and punctuation in the query', () => {
    expect(labels('den', 2)).toEqual(['Denver, CO', 'Denver County, CO']);
    expect(labels('coeur d alene')).toEqual(["Coeur d'Alene, ID"]);
    expect(labels('espanola')).toEqual(['Española, NM']);
    expect(labels('  ,, ')).toEqual([]);
  });
});

describe('the shipped gazetteer', () => {
  const shipped = buildGazetteerIndex(readGazetteerFile());

  it('knows the big cities, ZIP codes and counties of every region', () => {
    expect(searchGazetteer(shipped, 'Denver', 1)[0]).toMatchObject({ kind: 'city', label: 'Denver, CO' });
    expect(searchGazetteer(shipped, 'san', 3).map((p) => p.label)).toEqual(['San Antonio, TX', 'San Diego, CA', 'San Jose, CA']);
    expect(searchGazetteer(shipped, '80202', 1)[0]).toMatchObject({ kind: 'zip', label: '80202, Denver, CO' });
    expect(searchGazetteer(shipped, '96813', 1)[0]).toMatchObject({ kind: 'zip', label: '96813, Honolulu, HI' });
    expect(searchGazetteer(shipped, 'harris county', 1)[0]).toMatchObject({ kind: 'county', label: 'Harris County, TX' });
  });

  it('frames a city with a box around its centre', () => {
    const [denver] = searchGazetteer(shipped, 'denver co', 1);
    const [w, s, e, n] = denver!.bbox;
    const [lng, lat] = denver!.center;
    expect(w < lng && lng < e && s < lat && lat < n).toBe(true);
    expect(e - w).toBeGreaterThan(0.2);
    expect(e - w).toBeLessThan(1);
  });
});
