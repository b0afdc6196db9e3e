/** A pin's short price: '$525K', '$1.2M' (the full price is in its label and card). */
export function compactPrice(dollars: number): string {
  if (dollars >= 1_000_000) return `$${Math.round(dollars / 100_000) / 10}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${dollars}`;
}
