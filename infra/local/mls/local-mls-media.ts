import { drawHousePicture, type THouseStyle } from '../seed/house-picture';

const WALLS: THouseStyle['wall'][] = [
  [236, 226, 205],
  [198, 160, 120],
  [170, 190, 205],
  [225, 225, 225],
  [185, 120, 95],
  [150, 170, 140],
];
const ROOFS: THouseStyle['roof'][] = [
  [90, 70, 60],
  [60, 60, 70],
  [140, 60, 50],
];
const VIEWS: THouseStyle['view'][] = ['front', 'side', 'garden'];
const pictures = new Map<number, Buffer>();

/** A small real PNG for one media item; drawn once per style, so serving thousands of URLs stays cheap. */
export function mediaPicture(listingKey: string, order: number): Buffer {
  let hash = order;
  for (const char of listingKey) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const variant = hash % (WALLS.length * ROOFS.length * 2);
  const cached = pictures.get(variant * 3 + (order % 3));
  if (cached) return cached;
  const picture = drawHousePicture(
    {
      wall: WALLS[variant % WALLS.length]!,
      roof: ROOFS[Math.floor(variant / WALLS.length) % ROOFS.length]!,
      door: [110, 60, 40],
      sky: [120, 175, 230],
      lawn: [96, 160, 80],
      storeys: variant % 2 === 0 ? 1 : 2,
      view: VIEWS[order % 3]!,
    },
    320,
    210,
  );
  pictures.set(variant * 3 + (order % 3), picture);
  return picture;
}
