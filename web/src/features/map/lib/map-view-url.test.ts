import { CONTIGUOUS_US } from '../../../components/map/lib/bounds';
import { formatBbox, mapViewFromSearchParams, parseBbox, writeMapView } from './map-view-url';

describe('the /map URL', () => {
  it('reads the location search contract: ?bbox=w,s,e,n&place=<label>', () => {
    const view = mapViewFromSearchParams(new URLSearchParams('bbox=-105.1,39.6,-104.8,39.9&place=Denver'));
    expect(view).toEqual({ bbox: [-105.1, 39.6, -104.8, 39.9], place: 'Denver', when: 'week', includeUnderContract: false });
  });

  it('refuses a box that is not one: three numbers, text, west east of east, beyond the poles', () => {
    for (const text of [
      '-105.1,39.6,-104.8',
      '-105.1,39.6,-104.8,abc',
      '-104.8,39.6,-105.1,39.9',
      '-105,39.9,-104,39.6',
      '-105,39,-104,91',
      '-190,39,-104,40',
      '1,,2,3',
      '',
    ]) {
      expect(parseBbox(text)).toBeNull();
    }
    expect(mapViewFromSearchParams(new URLSearchParams('bbox=nonsense')).bbox).toBeNull();
  });

  it('reads the filters and ignores values the screen does not offer', () => {
    expect(mapViewFromSearchParams(new URLSearchParams('when=month&maxPrice=650000&includeUnderContract=true'))).toMatchObject({
      when: 'month',
      maxPrice: 650_000,
      includeUnderContract: true,
    });
    expect(mapViewFromSearchParams(new URLSearchParams('when=year&maxPrice=cheap&minBedrooms=9&includeUnderContract=yes'))).toEqual({
      bbox: null,
      place: null,
      when: 'week',
      includeUnderContract: false,
    });
    // The price range and bedrooms are /listings' own parameters, so a search keeps them from one screen to the other.
    expect(mapViewFromSearchParams(new URLSearchParams('minPrice=300000&maxPrice=750000&minBedrooms=3'))).toMatchObject({
      minPrice: 300_000,
      maxPrice: 750_000,
      minBedrooms: 3,
    });
  });

  it('writes a view back so that reading it gives the same view, defaults left out', () => {
    const params = writeMapView(new URLSearchParams('view=list'), {
      bbox: [-97.9, 30.1, -97.6, 30.5],
      when: 'today',
      maxPrice: 500_000,
      includeUnderContract: true,
    });
    expect(params.toString()).toBe('view=list&bbox=-97.9%2C30.1%2C-97.6%2C30.5&when=today&maxPrice=500000&includeUnderContract=true');
    expect(mapViewFromSearchParams(params)).toEqual({
      bbox: [-97.9, 30.1, -97.6, 30.5],
      place: null,
      when: 'today',
      maxPrice: 500_000,
      includeUnderContract: true,
    });
    const reset = writeMapView(params, { when: 'week', maxPrice: undefined, includeUnderContract: false });
    expect(reset.toString()).toBe('view=list&bbox=-97.9%2C30.1%2C-97.6%2C30.5');
  });

  it('drops the place name when the box moves without one (it named the old box), keeps it when a filter changes', () => {
    const denver = new URLSearchParams('bbox=-105.1,39.6,-104.8,39.9&place=Denver');
    expect(writeMapView(denver, { when: 'month' }).get('place')).toBe('Denver');
    expect(writeMapView(denver, { bbox: [-105, 39.7, -104.9, 39.8] }).get('place')).toBeNull();
    expect(writeMapView(denver, { bbox: [-105, 39.7, -104.9, 39.8], place: 'Downtown' }).get('place')).toBe('Downtown');
  });

  it('rounds a box to five decimals for the link', () => {
    expect(formatBbox([-97.123456789, 30.1, -97.6, 30.987654321])).toBe('-97.12346,30.1,-97.6,30.98765');
    expect(parseBbox(formatBbox(CONTIGUOUS_US))).toEqual(CONTIGUOUS_US);
  });
});
