import * as z from 'zod';

/**
 * Field builders for the "save the whole form" screens (Theme, Account, Settings). Every field may be
 * omitted: an omitted field keeps its stored value; null or an empty string clears it.
 */

/** Text that is trimmed and stored as text (never HTML); '' and null clear it. */
export const clearableText = (max: number, label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable().optional());

/** A whole number from 0 to `max`; a numeric string is accepted ("12"); '' and null clear it. */
export const clearableCount = (max: number, label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a whole number` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
    .pipe(
      z
        .number({ error: `${label} must be a whole number` })
        .int(`${label} must be a whole number`)
        .min(0, `${label} cannot be negative`)
        .max(max, `${label} must be at most ${max}`)
        .nullable()
        .optional(),
    );

/** A switch: a boolean, or the text 'true' / 'false' the spec's client keeps them as. */
export const switchField = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true'));

/**
 * A tag list (specialties, service areas, …): entries are trimmed, blanks dropped and duplicates removed
 * regardless of case (the first spelling wins); then at most `maxItems` entries of `maxLength` characters.
 * null clears the list.
 */
export const tagList = (limits: { label: string; itemLabel: string; maxItems: number; maxLength: number }) => {
  const entries = z.array(
    z.string({ error: `${limits.itemLabel} must be text` }).trim().max(limits.maxLength, `${limits.itemLabel} must be at most ${limits.maxLength} characters`),
  );
  const distinct = (items: string[]) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return z
    .union([z.array(z.unknown()), z.null()], { error: `Send ${limits.label} as a list` })
    .transform((v) => v ?? [])
    .pipe(entries)
    .transform(distinct)
    .pipe(z.array(z.string()).max(limits.maxItems, `Add at most ${limits.maxItems} ${limits.label}`))
    .optional();
};

/** An absolute http or https address with a host. */
export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

export const INVALID_WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** A web address that is safe to render as a link: http or https only. */
export const clearableWebsite = (max: number) =>
  clearableText(max, 'Website').refine((v) => v === undefined || v === null || isHttpUrl(v), INVALID_WEBSITE_MESSAGE);

/**
 * An id in a resource path: any short run of URL-safe characters. Whether it names something is the
 * service's question (404 with the resource's own message), not the schema's.
 */
export const ZResourceIdSchema = z.string().regex(/^[\w.~-]{1,128}$/, 'Invalid id');

/** ULIDs: user, message and listing ids. */
export const ZUlidSchema = (message: string) => z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, message);
