/** The value `p` percent of the way up the values (0 for none): 50 is the median. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const median = (values: readonly number[]): number => percentile(values, 50);
