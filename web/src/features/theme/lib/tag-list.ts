/** What happened to an entry typed into a tag input. */
export type TAddTagOutcome = 'added' | 'blank' | 'duplicate' | 'full';

/**
 * Adds a typed entry to a tag list (spec §5, Theme): trimmed; blank entries are ignored; an entry already in
 * the list in any letter case is not added again; nothing is added once the list holds `maxItems`.
 */
export function addTag(items: readonly string[], raw: string, maxItems: number): { items: string[]; outcome: TAddTagOutcome; value: string } {
  const value = raw.trim();
  if (!value) return { items: [...items], outcome: 'blank', value };
  if (items.some((item) => item.toLowerCase() === value.toLowerCase())) return { items: [...items], outcome: 'duplicate', value };
  if (items.length >= maxItems) return { items: [...items], outcome: 'full', value };
  return { items: [...items, value], outcome: 'added', value };
}

export const removeTag = (items: readonly string[], index: number): string[] => items.filter((_, at) => at !== index);

/** The first `max` items, and how many more there are ('+N more'). */
export function previewItems(items: readonly string[], max: number): { shown: readonly string[]; hiddenCount: number } {
  return { shown: items.slice(0, max), hiddenCount: Math.max(0, items.length - max) };
}
