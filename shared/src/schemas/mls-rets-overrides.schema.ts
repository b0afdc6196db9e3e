import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { MLS_RETS_LISTING_FIELDS, MLS_RETS_NAME_MAX_LENGTH, isMlsRetsListingField, type TMlsRetsListingField } from '../constants/mls';

/** Letters, digits and `_ . -`: a name outside them would break the DMQL query it goes into. */
const RETS_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** One RETS name (SystemName, ResourceID, ClassName) as a person types it: trimmed, never blank. */
export const retsNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(MLS_RETS_NAME_MAX_LENGTH, `${label} must be at most ${MLS_RETS_NAME_MAX_LENGTH} characters`),
      z.regex(RETS_NAME_PATTERN, `${label} may hold only letters, digits and _ . -`),
    );

export const ZRetsSystemNameSchema = /* @__PURE__ */ lazySchema(() => retsNameSchema('MLS system name'));

/** An optional RETS resource or class: empty means "found in metadata" (null). */
export const optionalRetsNameSchema = (label: string) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value?.trim() || null),
    ),
    z.nullable(retsNameSchema(label)),
  );

export type TRetsFieldOverrides = Partial<Record<TMlsRetsListingField, string>>;

/** Overrides as stored and returned: Data Dictionary name → the server's SystemName. */
export const ZRetsFieldOverridesViewSchema = /* @__PURE__ */ lazySchema(() => z.partialRecord(z.enum(MLS_RETS_LISTING_FIELDS), z.string()));

/**
 * Field overrides as a request sends them: only the Data Dictionary fields the RETS mapping reads, each
 * with its own SystemName (two fields on one column is a typing slip, refused). Errors sit at the field's path.
 */
export const ZRetsFieldOverridesSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .pipe(
      z.record(z.string(), z.unknown(), { error: 'Field overrides must map Data Dictionary fields to MLS system names' }),
      z.transform((overrides, ctx) => {
        const result: TRetsFieldOverrides = {};
        const fieldBySystemName = new Map<string, string>();
        for (const [field, value] of Object.entries(overrides)) {
          if (!isMlsRetsListingField(field)) {
            ctx.issues.push({ code: 'custom', path: [field], message: `${field} is not a Data Dictionary field the RETS sync reads`, input: ctx.value });
            continue;
          }
          const systemName = ZRetsSystemNameSchema.safeParse(value);
          if (!systemName.success) {
            ctx.issues.push({ code: 'custom', path: [field], message: systemName.error.issues[0]?.message ?? 'MLS system name is invalid', input: ctx.value });
            continue;
          }
          const takenBy = fieldBySystemName.get(systemName.data.toLowerCase());
          if (takenBy) {
            ctx.issues.push({ code: 'custom', path: [field], message: `${systemName.data} is already the system name for ${takenBy}`, input: ctx.value });
            continue;
          }
          fieldBySystemName.set(systemName.data.toLowerCase(), field);
          result[field] = systemName.data;
        }
        return result;
      }),
    )
    .register(z.globalRegistry, { description: `RETS only: Data Dictionary field → the MLS's SystemName, for ${MLS_RETS_LISTING_FIELDS.join(', ')}` }),
);

/** The RETS-only settings a configuration may carry: where listings live and what their fields are called. */
export const ZRetsOverridesRequestShape = /* @__PURE__ */ lazySchema(() => ({
  /** The Search resource; default: the metadata's Property resource. */
  resource: z.optional(optionalRetsNameSchema('Resource')),
  /** The Search class; default: the metadata's residential class. */
  className: z.optional(optionalRetsNameSchema('Class')),
  fieldOverrides: z.optional(ZRetsFieldOverridesSchema),
}));

export const RETS_ONLY_MESSAGE = 'Field overrides, resource and class apply only to RETS configurations';

/** The RETS-only settings a request sets (an empty map or a blank name sets nothing), by request path. */
export function retsOnlyPathsSet(body: { resource?: string | null; className?: string | null; fieldOverrides?: TRetsFieldOverrides }): string[] {
  const paths: string[] = [];
  if (body.resource) paths.push('resource');
  if (body.className) paths.push('className');
  if (Object.keys(body.fieldOverrides ?? {}).length > 0) paths.push('fieldOverrides');
  return paths;
}
