import { percentToLatLng, projectToPercent, type TLatLng } from './map-projection';

/** A web-map tile placed on the drawn map, in percent of the map's width and height. */
export type TPlacedTile = { key: string; url: string; left: number; top: number; width: number; height: number };

/** Zoom 12 covers the map's ~29 × 22 km with about 4 × 3 tiles of 256 px. */
export const TILE_ZOOM = 12;

const tileX = (lng: number, zoom: number) => ((lng + 180) / 360) * 2 ** zoom;
const tileY = (lat: number, zoom: number) => {
  const phi = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 2 ** zoom;
};
const tileCorner = (x: number, y: number, zoom: number): TLatLng => ({
  lng: (x / 2 ** zoom) * 360 - 180,
  lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** zoom))) * 180) / Math.PI,
});

/** Fills a tile URL template ('https://…/{z}/{x}/{y}.png', optional '{s}' subdomain). */
export const tileUrl = (template: string, z: number, x: number, y: number): string =>
  template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y)).replaceAll('{s}', 'abc'[(x + y) % 3] ?? 'a');

/**
 * The Web Mercator tiles that cover the drawn map's area, each placed by its corners with the same
 * projection as the pins, so pins and streets line up.
 */
export function tilesForMap(template: string, zoom = TILE_ZOOM): TPlacedTile[] {
  const northWest = percentToLatLng({ x: 0, y: 0 });
  const southEast = percentToLatLng({ x: 100, y: 100 });
  const tiles: TPlacedTile[] = [];
  for (let x = Math.floor(tileX(northWest.lng, zoom)); x <= Math.floor(tileX(southEast.lng, zoom)); x += 1) {
    for (let y = Math.floor(tileY(northWest.lat, zoom)); y <= Math.floor(tileY(southEast.lat, zoom)); y += 1) {
      const topLeft = projectToPercent(tileCorner(x, y, zoom));
      const bottomRight = projectToPercent(tileCorner(x + 1, y + 1, zoom));
      tiles.push({
        key: `${zoom}/${x}/${y}`,
        url: tileUrl(template, zoom, x, y),
        left: topLeft.x,
        top: topLeft.y,
        width: bottomRight.x - topLeft.x,
        height: bottomRight.y - topLeft.y,
      });
    }
  }
  return tiles;
}
