import { bundleAllRoutes } from '../infra/lib/lambda-bundling.ts';
const b = await bundleAllRoutes();
const sorted = [...b].sort((a, c) => c.bytes - a.bytes);
for (const r of sorted.slice(0, 14)) console.log(Math.round(r.bytes / 1024), r.module);
const kbs = b.map((r) => r.bytes / 1024).sort((x, y) => x - y);
console.log('n', b.length, 'min', Math.round(kbs[0]!), 'median', Math.round(kbs[Math.floor(kbs.length / 2)]!), 'max', Math.round(kbs.at(-1)!), 'over300', kbs.filter((k) => Math.round(k) > 300).length);
