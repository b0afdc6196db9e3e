import { execSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { HTTP_ROUTES } from '../../functions/src/entries';
import type { readGazetteerFile } from '../../functions/src/services/places/gazetteer-data';
import { dataFileHooks } from '../lib/constructs/route-function';
import { lambdaEsbuildOptions } from '../lib/lambda-bundling';
import { REPO_ROOT } from '../lib/paths';

const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');
const withDataFiles = Object.values(HTTP_ROUTES).filter(
  (route): route is typeof route & { dataFiles: readonly string[] } => 'dataFiles' in route && Boolean(route.dataFiles?.length),
);

describe('data files shipped beside a route bundle', () => {
  it('names files that exist (the location search gazetteer among them)', () => {
    expect(withDataFiles.map((route) => route.path)).toContain('/api/places/suggest');
    for (const file of withDataFiles.flatMap((route) => route.dataFiles)) expect(existsSync(join(FUNCTIONS_SRC, file)), file).toBe(true);
  });

  it('are copied next to index.mjs, where the bundled reader finds them through import.meta.url', async () => {
    const out = mkdtempSync(join(tmpdir(), 'route-data-'));
    try {
      // The reader bundled as Lambda bundles it, then the hooks' copy commands run as CDK runs them.
      await build({
        ...lambdaEsbuildOptions(),
        entryPoints: [join(FUNCTIONS_SRC, 'services', 'places', 'gazetteer-data.ts')],
        outfile: join(out, 'index.mjs'),
        write: true,
      });
      const [route] = withDataFiles;
      for (const command of dataFileHooks(route!.dataFiles).afterBundling(REPO_ROOT, out)) execSync(command);
      const bundled = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { readGazetteerFile: typeof readGazetteerFile };
      const data = bundled.readGazetteerFile();
      expect(data.cities.length).toBeGreaterThan(10_000);
      expect(data.zips.some(([zip]) => zip === '80202')).toBe(true);
      // Without the copy the bundle cannot find it: the test would catch a hook that copies nothing.
      const bare = join(out, 'bare');
      mkdirSync(bare);
      copyFileSync(join(out, 'index.mjs'), join(bare, 'index.mjs'));
      const unshipped = (await import(pathToFileURL(join(bare, 'index.mjs')).href)) as typeof bundled;
      expect(() => unshipped.readGazetteerFile()).toThrow(/ENOENT/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
