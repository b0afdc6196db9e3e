/**
 * Node built-in modules fetched the first time a function uses them rather than while it loads (the
 * `node:*` shims beside this file, aliased into Lambda bundles only). `process.getBuiltinModule` is Node's
 * own loader, not an import, so the alias does not apply to it.
 */
export function builtinOnFirstUse<T extends object>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= process.getBuiltinModule(id) as T);
}

/**
 * A stand-in for an export of a built-in module (its default object, or a class) that reads, constructs and
 * answers `instanceof` through the real one, fetched on first use.
 */
export function exportOnFirstUse<T extends object>(real: () => T, kind: 'object' | 'class'): T {
  const target = kind === 'class' ? function standIn() {} : {};
  const standIn: T = new Proxy(target as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    construct: (_target, args, newTarget) => Reflect.construct(real() as never, args, newTarget === standIn ? (real() as never) : newTarget),
  });
  return standIn;
}
