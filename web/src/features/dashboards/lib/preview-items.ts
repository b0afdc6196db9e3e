/** The first `max` items to show as badges, and how many more there are ('+N more'). */
export function previewItems(items: readonly string[], max: number): { shown: readonly string[]; hiddenCount: number } {
  return { shown: items.slice(0, max), hiddenCount: Math.max(0, items.length - max) };
}
