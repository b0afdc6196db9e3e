import { AUSTIN_CENTER, PIN_CLAMP } from '@shared/constants/open-house';
import { MAP_HALF_SPAN, percentToLatLng, pinPosition, projectToPercent } from './map-projection';

describe('pin placement', () => {
  it('puts the Austin centre in the middle and scales around it (north is up, east is right)', () => {
    expect(pinPosition(AUSTIN_CENTER)).toEqual({ x: 50, y: 50 });
    const northEast = pinPosition({ lat: AUSTIN_CENTER.lat + MAP_HALF_SPAN.lat / 2, lng: AUSTIN_CENTER.lng + MAP_HALF_SPAN.lng / 2 });
    expect(northEast.x).toBeCloseTo(75);
    expect(northEast.y).toBeCloseTo(25);
    const southWest = pinPosition({ lat: AUSTIN_CENTER.lat - MAP_HALF_SPAN.lat * 0.8, lng: AUSTIN_CENTER.lng - MAP_HALF_SPAN.lng * 0.8 });
    expect(southWest.x).toBeCloseTo(10);
    expect(southWest.y).toBeCloseTo(90);
  });

  it('clamps a listing beyond the drawn area to the 5–95 % edge', () => {
    expect(pinPosition({ lat: 31.5, lng: -96.0 })).toEqual({ x: PIN_CLAMP.max, y: PIN_CLAMP.min });
    expect(pinPosition({ lat: 29.0, lng: -99.0 })).toEqual({ x: PIN_CLAMP.min, y: PIN_CLAMP.max });
    // Only the coordinate that is out of range is clamped.
    expect(pinPosition({ lat: AUSTIN_CENTER.lat, lng: -90 })).toEqual({ x: 95, y: 50 });
    expect(projectToPercent({ lat: 31.5, lng: -96 }).x).toBeGreaterThan(100);
  });

  it('maps points back to coordinates (used to place map tiles)', () => {
    const point = { lat: 30.3, lng: -97.7 };
    const back = percentToLatLng(projectToPercent(point));
    expect(back.lat).toBeCloseTo(point.lat, 10);
    expect(back.lng).toBeCloseTo(point.lng, 10);
  });
});
