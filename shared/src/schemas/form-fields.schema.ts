import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/**
 * Field builders for the "save the whole form" screens (Theme, Account, Settings). Every field may be
 * omitted: an omitted field keeps its stored value; null or an empty string clears it.
 */

/** Text that is trimmed and stored as text (never HTML); '' and null clear it. */
export const clearableText = (max: number, label: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.null()], { error: `${label} must be text` })),
      z.transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null)),
    ),
    z.optional(z.nullable(z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`)))),
  );

/** A whole number from 0 to `max`; a numeric string is accepted ("12"); '' and null clear it. */
export const clearableCount = (max: number, label: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.number(), z.string(), z.null()], { error: `${label} must be a whole number` })),
      z.transform((v) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v))),
    ),
    z.optional(
      z.nullable(
        z
          .number({ error: `${label} must be a whole number` })
          .check(z.int(`${label} must be a whole number`), z.gte(0, `${label} cannot be negative`), z.lte(max, `${label} must be at most ${max}`)),
      ),
    ),
  );

/** A switch: a boolean, or the text 'true' / 'false' the spec's client keeps them as. */
export const switchField = (label: string) =>
  z.pipe(
    z.optional(z.union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} must be true or false` })),
    z.transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  );

/**
 * A tag list (specialties, service areas, …): entries are trimmed, blanks dropped and duplicates removed
 * regardless of case (the first spelling wins); then at most `maxItems` entries of `maxLength` characters.
 * null clears the list.
 */
export const tagList = (limits: { label: string; itemLabel: string; maxItems: number; maxLength: number }) => {
  const entries = z.array(
    z
      .string({ error: `${limits.itemLabel} must be text` })
      .check(z.trim(), z.maxLength(limits.maxLength, `${limits.itemLabel} must be at most ${limits.maxLength} characters`)),
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
  return z.optional(
    z.pipe(
      z.pipe(
        z.pipe(
          z.pipe(
            z.union([z.array(z.unknown()), z.null()], { error: `Send ${limits.label} as a list` }),
            z.transform((v) => v ?? []),
          ),
          entries,
        ),
        z.transform(distinct),
      ),
      z.array(z.string()).check(z.maxLength(limits.maxItems, `Add at most ${limits.maxItems} ${limits.label}`)),
    ),
  );
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
  clearableText(max, 'Website').check(z.refine((v) => v === undefined || v === null || isHttpUrl(v), INVALID_WEBSITE_MESSAGE));

/**
 * An id in a resource path: any short run of URL-safe characters. Whether it names something is the
 * service's question (404 with the resource's own message), not the schema's.
 */
export const ZResourceIdSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^[\w.~-]{1,128}$/, 'Invalid id')));

/** ULIDs: user, message and listing ids. */
export const ZUlidSchema = (message: string) => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, message));
