import { clipToQueryLimits, listRequest, viewportQueryString } from './viewport-query';

const FILTERS = { when: 'week' as const, includeUnderContract: false };

describe('the viewport query', () => {
  it('asks for the box, a whole zoom and the window; the top price and under-contract off are left out', () => {
    expect(viewportQueryString({ bbox: [-97.912345, 30.1, -97.6, 30.5], zoom: 10.8, filters: FILTERS })).toBe(
      'west=-97.9123&south=30.1&east=-97.6&north=30.5&zoom=10&when=week',
    );
  });

  it('sends the filters the screen has set', () => {
    const query = new URLSearchParams(
      viewportQueryString({
        bbox: [-98, 30, -97, 31],
        zoom: 12,
        filters: { when: 'today', minPrice: 300_000, maxPrice: 650_000, minBedrooms: 3, includeUnderContract: true },
      }) ?? '',
    );
    expect(Object.fromEntries(query)).toMatchObject({
      when: 'today',
      minPrice: '300000',
      maxPrice: '650000',
      minBedrooms: '3',
      includeUnderContract: 'true',
      zoom: '12',
    });
  });

  it('clips a wide view to the US part of the world, and asks nothing for a view that lies all outside it', () => {
    expect(clipToQueryLimits([-200, -10, 20, 85])).toEqual([-180, 15, -60, 72]);
    expect(clipToQueryLimits([10, 40, 30, 50])).toBeNull();
    expect(viewportQueryString({ bbox: [10, 40, 30, 50], zoom: 5, filters: FILTERS })).toBeNull();
  });

  it('asks about the territories beyond the western box: Guam east of 180°, American Samoa south of the equator', () => {
    expect(clipToQueryLimits([144.6, 13.2, 145, 13.7])).toEqual([144.6, 13.2, 145, 13.7]);
    expect(clipToQueryLimits([-171.1, -14.6, -168.1, -11])).toEqual([-171.1, -14.6, -168.1, -11]);
    // A view of the whole Pacific asks about the part it overlaps most: the western box.
    expect(clipToQueryLimits([-200, -20, -60, 72])).toEqual([-180, 15, -60, 72]);
  });

  it('asks for the list at the pin zoom whatever the map shows, so the list always gets listings', () => {
    expect(new URLSearchParams(viewportQueryString(listRequest([-125, 24, -66, 49], FILTERS)) ?? '').get('zoom')).toBe('12');
  });
});
