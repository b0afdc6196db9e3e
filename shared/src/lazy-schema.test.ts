import * as z from './zod';
import { lazySchema } from './lazy-schema';

describe('a lazily built schema', () => {
  it('is built on first use, once, and not while the module that declares it loads', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Name is required')) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: ' ' }).error?.issues.map((issue) => issue.message)).toEqual(['Name is required']);
    expect(builds).toBe(1);
  });

  it('composes like the schema itself: inside other schemas, extended, as zod’s instance, with its shape', () => {
    const inner = lazySchema(() => z.object({ lat: z.number().check(z.gte(-90), z.lte(90)) }));
    const outer = lazySchema(() => z.object({ at: z.nullable(inner) }));
    const wider = z.extend(inner, { lng: z.number() });
    expect(outer.parse({ at: { lat: 1 } })).toEqual({ at: { lat: 1 } });
    expect(outer.safeParse({ at: { lat: 91 } }).success).toBe(false);
    expect(wider.parse({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(inner).toBeInstanceOf(z.ZodMiniObject);
    expect(Object.keys(inner.shape)).toEqual(['lat']);
    expect(inner.def.type).toBe('object');
  });

  it('spreads, lists and answers `in` like the object of schemas it stands for', () => {
    const fields = lazySchema(() => ({ a: z.string(), b: z.optional(z.number()) }));
    const schema = z.object({ ...fields, c: z.boolean() });
    expect(Object.keys(fields)).toEqual(['a', 'b']);
    expect('a' in fields).toBe(true);
    expect(schema.parse({ a: 'x', c: true })).toEqual({ a: 'x', c: true });
  });

  it('carries the metadata it was registered with, so the API reference still describes it where it is used', () => {
    const described = lazySchema(() => z.string().register(z.globalRegistry, { description: 'a described field' }));
    const holder = z.object({ field: described });
    expect(z.toJSONSchema(holder, { io: 'input' })).toMatchObject({ properties: { field: { type: 'string', description: 'a described field' } } });
  });
});
