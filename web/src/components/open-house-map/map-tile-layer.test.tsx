import { render } from '@testing-library/react';
import { MAP_TILE_URL } from '../../lib/map/map-tile-config';
import { MapTileLayer } from './map-tile-layer';

describe('map tiles', () => {
  it('are off unless a tile URL is configured (no external request by default)', () => {
    expect(MAP_TILE_URL).toBeNull();
  });

  it('when configured, places decorative tile images under the pins with the attribution', () => {
    const { container, getByText } = render(<MapTileLayer template="https://tiles.example/{z}/{x}/{y}.png" attribution="© Example tiles" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image).toHaveAttribute('alt', '');
      expect(image.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/12\/\d+\/\d+\.png$/);
    }
    expect(getByText('© Example tiles')).toBeInTheDocument();
  });
});
