import { globalRegistry, type ZodMiniType } from './zod';

/**
 * A schema (or an object of schemas) that is built the first time anything touches it, then kept: what every
 * top-level schema in shared/src/schemas is wrapped in. Building zod schemas is most of what a Lambda
 * handler's module did while it loaded (issue 41: every schema of every schema file it imported, though a
 * route parses one or two, and the response schemas only feed the API reference). Behind this, a module
 * load builds nothing, a route builds what it parses on first use, and a bundler drops the ones a bundle
 * never names (the factory is free of side effects, so an unused `lazySchema(…)` goes away whole).
 *
 * The value is a Proxy over the built object: reading, `in`, spreading, `instanceof` (zod's checks read
 * `_zod`) and identity (the same proxy every time) behave as they would on the schema itself. Metadata the
 * built schema was registered with (`.register(z.globalRegistry, …)`, read by the API reference) is registered
 * for the proxy too, since the schemas that use it hold the proxy; zod's registry reads `_zod` before it looks
 * a schema up, which builds it first.
 */
// @__NO_SIDE_EFFECTS__
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    if (built === undefined) {
      built = build();
      const schema = built as unknown as ZodMiniType;
      const meta = globalRegistry.has(schema) ? globalRegistry.get(schema) : undefined;
      if (meta) globalRegistry.add(proxy as unknown as ZodMiniType, meta);
    }
    return built;
  };
  // The proxy's own target stays empty; a property the built object reports as non-configurable is copied
  // onto it first, which is what the Proxy invariants ask of getOwnPropertyDescriptor.
  const shell = {} as T;
  const proxy: T = new Proxy(shell, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      if (descriptor && !descriptor.configurable && !Reflect.getOwnPropertyDescriptor(target, key)) Reflect.defineProperty(target, key, descriptor);
      return descriptor;
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  return proxy;
}
