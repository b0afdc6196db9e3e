import { AUSTIN_CENTER } from '@shared/constants/open-house';
import { milesBetween } from './geo';

describe('milesBetween (haversine)', () => {
  it('is zero at the same place and about right for known distances', () => {
    expect(milesBetween(AUSTIN_CENTER, AUSTIN_CENTER)).toBe(0);
    // Austin to Round Rock: about 15 miles as the crow flies.
    expect(milesBetween(AUSTIN_CENTER, { lat: 30.5083, lng: -97.6789 })).toBeCloseTo(17.1, 0);
    // One degree of latitude is about 69 miles.
    expect(milesBetween({ lat: 30, lng: -97 }, { lat: 31, lng: -97 })).toBeCloseTo(69.1, 0);
  });
});
