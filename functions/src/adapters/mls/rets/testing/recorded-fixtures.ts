import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The recorded RETS replies live beside the repository, in `<repo>/../shared/fixtures/mls/rets`. */
function findFixtureDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(directory, 'package.json')) || !existsSync(join(directory, 'functions'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error('Repository root not found above the RETS test helpers');
    directory = parent;
  }
  return join(directory, '..', 'shared', 'fixtures', 'mls', 'rets');
}

export const RETS_FIXTURES = findFixtureDirectory();

/** Headers the recorder kept although it stored bodies de-gzipped and de-chunked. */
const STALE_HEADERS = new Set(['content-encoding', 'transfer-encoding', 'x-encoded-content-encoding', 'content-length', 'connection']);

export type TRecordedReply = { status: number; headers: [string, string][]; body: Buffer };

export function readFixtureText(name: string): string {
  return readFileSync(join(RETS_FIXTURES, name), 'utf8');
}

/**
 * A fixture as an HTTP reply: the body's bytes, the recorded status and headers when a `.headers.txt`
 * split exists (less the stale encoding headers, Content-Length recomputed), else `fallbackType`.
 */
export function readRecordedReply(name: string, fallbackType = 'text/xml'): TRecordedReply {
  const body = readFileSync(join(RETS_FIXTURES, name));
  const headerFile = join(RETS_FIXTURES, name.replace(/\.(xml|txt|html)$/, '.headers.txt'));
  let status = 200;
  let headers: [string, string][] = [['Content-Type', fallbackType]];
  if (existsSync(headerFile)) {
    const [statusLine = '', ...lines] = readFileSync(headerFile, 'latin1')
      .split('\r\n')
      .filter((line) => line !== '');
    status = Number(statusLine.split(' ')[1] ?? 200);
    headers = lines
      .map((line): [string, string] => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()])
      .filter(([headerName]) => !STALE_HEADERS.has(headerName.toLowerCase()));
  }
  headers.push(['Content-Length', String(body.length)]);
  return { status, headers, body };
}
