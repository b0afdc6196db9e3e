import { lambdaEsbuildOptions } from '../infra/lib/lambda-bundling.ts';
import { build } from 'esbuild';
import { join } from 'node:path';
const mods = process.argv.slice(2);
const REPO = process.cwd();
for (const m of mods) {
  const r = await build({ ...lambdaEsbuildOptions(), entryPoints: { [m]: join(REPO, 'functions/src', m + '.handler.ts') }, outdir: '/tmp/bb', outExtension: { '.js': '.mjs' }, write: false, metafile: true, absWorkingDir: REPO });
  const out = Object.values(r.metafile.outputs)[0]!;
  const groups = new Map<string, number>();
  for (const [path, v] of Object.entries(out.inputs)) {
    const mm = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = mm ? mm[1]! : path.startsWith('functions') || path.startsWith('shared') ? path.split('/').slice(0,5).join('/') : path.split('/').slice(0,2).join('/');
    groups.set(key, (groups.get(key) ?? 0) + v.bytesInOutput);
  }
  console.log('==', m, Math.round(out.bytes/1024));
  for (const [k, v] of [...groups].sort((a,b)=>b[1]-a[1]).slice(0, 40)) console.log('  ', (v/1024).toFixed(1).padStart(7), k);
}
