import * as z from '../zod';
import { PROTECTED_CHARACTERISTICS } from '../constants/fair-housing';
import { ZMapViewportQuerySchema } from './map.schema';
import { ZListPropertiesQuerySchema } from './property.schema';
import { ZCreateSavedSearchRequestSchema, ZSavedSearchFiltersSchema, ZUpdateSavedSearchRequestSchema } from './saved-search.schema';

type TDef = {
  type: string;
  shape?: Record<string, { _zod: { def: TDef } }>;
  innerType?: { _zod: { def: TDef } };
  in?: { _zod: { def: TDef } };
  out?: { _zod: { def: TDef } };
  entries?: Record<string, string>;
  element?: { _zod: { def: TDef } };
};

/** Every field name and every offered value of a filter schema, as lower-case words ("minBedrooms" → "min bedrooms"). */
function wordsOf(schema: z.ZodMiniType): string[] {
  const found: string[] = [];
  const visit = (def: TDef) => {
    for (const [key, value] of Object.entries(def.shape ?? {})) {
      found.push(key);
      visit(value._zod.def);
    }
    if (def.entries) found.push(...Object.values(def.entries).map(String));
    for (const inner of [def.innerType, def.in, def.out, def.element]) if (inner) visit(inner._zod.def);
  };
  visit((schema as unknown as { _zod: { def: TDef } })._zod.def);
  return found.map((name) =>
    name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[-_]/g, ' ')
      .toLowerCase(),
  );
}

const namesAProtectedCharacteristic = (words: string) => PROTECTED_CHARACTERISTICS.filter((trait) => ` ${words} `.includes(` ${trait} `));

describe('search and saved-search filters (fair housing)', () => {
  const FILTER_SCHEMAS = {
    'browse (/listings)': ZListPropertiesQuerySchema,
    'map (/map)': ZMapViewportQuerySchema,
    'saved-search filters': ZSavedSearchFiltersSchema,
    'saved-search create': ZCreateSavedSearchRequestSchema,
    'saved-search update': ZUpdateSavedSearchRequestSchema,
  };

  it.each(Object.entries(FILTER_SCHEMAS))('%s filters on the home only, never on a protected characteristic', (_name, schema) => {
    const words = wordsOf(schema);
    expect(words.length).toBeGreaterThan(5);
    expect(words.flatMap(namesAProtectedCharacteristic)).toEqual([]);
  });

  it('would catch a filter that names one (the check can fail)', () => {
    const forbidden = z.object({
      minPrice: z.optional(z.number()),
      familialStatus: z.optional(z.enum(['children', 'none'])),
      buyer: z.optional(z.object({ age: z.number() })),
    });
    expect(wordsOf(forbidden).flatMap(namesAProtectedCharacteristic)).toEqual(['familial status', 'age']);
  });
});
