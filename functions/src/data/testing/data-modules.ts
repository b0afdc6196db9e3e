import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const DATA_DIR = resolve(import.meta.dirname, '..');

/** Every export of each module of the data layer (tests excluded), by module file name. */
export async function dataModuleExports(): Promise<Map<string, Map<string, unknown>>> {
  const files = readdirSync(DATA_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = new Map<string, Map<string, unknown>>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(resolve(DATA_DIR, file));
    modules.set(file, new Map(Object.entries(module)));
  }
  return modules;
}
