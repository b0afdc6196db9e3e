/** A value decoded from Stripe's form encoding: `a[b][0][c]=v` nests objects and indexed arrays. */
export type TFormValue = string | TFormObject | TFormValue[];
export type TFormObject = { [key: string]: TFormValue };

/** The bracket path of one key: `items[0][price]` → ['items', '0', 'price']; `expand[]` → ['expand', '']. */
const pathOf = (key: string) => {
  const head = key.match(/^[^[]+/)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
};

function assign(target: TFormObject | TFormValue[], path: string[], value: string): void {
  const [segment, ...rest] = path;
  if (segment === undefined) return;
  const slot = Array.isArray(target) ? (segment === '' ? target.length : Number(segment)) : segment;
  const holder = target as Record<string | number, TFormValue | undefined>;
  if (rest.length === 0) {
    holder[slot] = value;
    return;
  }
  const nextIsIndex = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  const child = holder[slot];
  const container = typeof child === 'object' && child !== null ? child : nextIsIndex ? [] : {};
  holder[slot] = container;
  assign(container, rest, value);
}

/** Decodes a form body or query string the way Stripe's API reads them. */
export function parseStripeForm(encoded: string): TFormObject {
  const result: TFormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) assign(result, pathOf(key), value);
  return result;
}

export const formString = (form: TFormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

export const formObject = (form: TFormObject, key: string): TFormObject | undefined => {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};

export const formList = (form: TFormObject, key: string): TFormValue[] => {
  const value = form[key];
  if (Array.isArray(value)) return value.filter((v) => v !== undefined);
  return typeof value === 'object' ? Object.values(value) : [];
};

export const formStrings = (form: TFormObject, key: string): string[] => formList(form, key).filter((v): v is string => typeof v === 'string');
