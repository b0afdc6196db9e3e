/** The prices the Min price and Max price menus offer on /listings and /map (both ends included). */
export const PRICE_STEPS = [
  100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000, 700_000, 750_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000,
  2_000_000, 3_000_000, 5_000_000,
] as const;

/** '$750K', '$1.25M'. */
export function compactPrice(dollars: number): string {
  if (dollars >= 1_000_000) return `$${Math.round(dollars / 10_000) / 100}M`;
  return dollars % 1_000 === 0 ? `$${dollars / 1_000}K` : `$${dollars.toLocaleString('en-US')}`;
}

/** A price parameter as a whole number of dollars, or undefined when absent or not one. */
export function priceParam(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 999_999_999 ? value : undefined;
}

/** The menu's options: none, then the steps (and the URL's own value where it is not one of them). */
export function priceOptions(noneLabel: string, current: number | undefined) {
  const steps: number[] =
    current === undefined || PRICE_STEPS.some((step) => step === current) ? [...PRICE_STEPS] : [...PRICE_STEPS, current].sort((a, b) => a - b);
  return [{ value: '', label: noneLabel }, ...steps.map((step) => ({ value: String(step), label: compactPrice(step) }))];
}
