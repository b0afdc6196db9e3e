/** A Stripe request parameter: nested objects and lists become bracketed keys; undefined is left out. */
export type TStripeParam = string | number | boolean | null | undefined | readonly TStripeParam[] | { readonly [key: string]: TStripeParam };
export type TStripeParams = { readonly [key: string]: TStripeParam };

/** Like the SDK: percent-encoded, but with brackets left readable (Stripe reads both). */
const encodePart = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

/**
 * Stripe's form encoding, as the official SDK writes it: `metadata[userId]=u1`, lists indexed
 * (`items[0][price]=price_1`, `expand[0]=latest_invoice`), null as an empty value (which unsets a field).
 */
export function encodeStripeForm(params: TStripeParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: TStripeParam): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodePart(key)}=${encodePart(value === null ? '' : String(value))}`);
      return;
    }
    const entries: [string, TStripeParam][] = isList(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    for (const [child, item] of entries) add(`${key}[${child}]`, item);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

const isList = (value: TStripeParam): value is readonly TStripeParam[] => Array.isArray(value);
