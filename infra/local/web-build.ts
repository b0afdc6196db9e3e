import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { precompressAssets } from './precompress';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const WEB_DIST = join(REPO_ROOT, 'web/dist');
const WEB_CONFIG = join(REPO_ROOT, 'web/vite.config.ts');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when web/dist is missing or older than any source it is built from. */
export function isWebBuildStale(): boolean {
  const built = newestMtime(join(WEB_DIST, 'index.html'));
  if (!built) return true;
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared/src'].map((p) => newestMtime(join(REPO_ROOT, p)));
  return Math.max(...sources) > built;
}

/**
 * Builds the SPA with Vite (the same build `cdk deploy` ships), then writes brotli and gzip copies for the
 * embedded server (CloudFront compresses by itself, so the deploy does not need them).
 */
export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  // Vite builds for the NODE_ENV it finds: under vitest (the browser journeys' set-up) that is 'test', which
  // keeps React's development code and doubles the first chunk. The journeys test what deploys.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: WEB_CONFIG, logLevel: 'warn' });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  precompressAssets(WEB_DIST);
}

/** Vite in middleware mode for `npm run dev` (hot reload on the same origin as the API). */
export async function createViteMiddleware(server: Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: WEB_CONFIG, server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
  return { middleware: vite.middlewares, close: () => vite.close() };
}
