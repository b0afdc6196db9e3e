import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const FUNCTIONS_SRC = resolve(import.meta.dirname, '../../functions/src');
const loaded = new Map<string, Promise<unknown>>();

/**
 * Imports `<functions/src>/<module>.handler.ts` once and returns its `handler`, the very function Lambda
 * runs. Loaded on first use, so a handler's configuration is read only after the runtime has set it.
 */
export function loadHandler<THandler extends (...args: never[]) => unknown>(module: string): Promise<THandler> {
  let loading = loaded.get(module);
  if (!loading) {
    loading = import(pathToFileURL(resolve(FUNCTIONS_SRC, `${module}.handler.ts`)).href).then((exports: { handler?: unknown }) => {
      if (typeof exports.handler !== 'function') throw new Error(`${module}.handler.ts does not export a handler`);
      return exports.handler;
    });
    loaded.set(module, loading);
  }
  return loading as Promise<THandler>;
}
