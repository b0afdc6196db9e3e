import type { Locator, Page } from 'playwright-core';

type TBox = { text: string; x: number; y: number; width: number; height: number };

/** The cluster bubbles and price pins drawn on a map, where they are on screen. */
export const markerBoxes = (map: Locator): Promise<TBox[]> =>
  map.locator('.maplibregl-marker').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: element.textContent ?? '', x, y, width, height };
    }),
  );

/** Pairs of markers drawn over each other ("3" over "1"), as text a failing assertion can show. */
export function overlappingMarkers(boxes: readonly TBox[]): string[] {
  const overlaps: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlaps.push(`${a.text} over ${b.text}`);
    }
  });
  return overlaps;
}

/** The top of an element on the page's first screen, in CSS pixels. */
export async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return Math.round(box.y);
}

/** Drags the map by hand (a person's pan: MapLibre sees the mouse). */
export async function dragMap(page: Page, map: Locator, dx: number, dy: number): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  await page.mouse.up();
}
