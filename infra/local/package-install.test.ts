import { readFileSync } from 'node:fs';

/**
 * A fresh `npm ci` prints no warning about our own choices: every locked package runs on the oldest Node
 * the README and `engines` promise (else EBADENGINE), and every install script is approved or denied in
 * `allowScripts` (else npm 11 lists it as not covered).
 */
interface LockedPackage {
  engines?: { node?: string };
  hasInstallScript?: boolean;
}
const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const manifest = read('package.json') as { engines: { node: string }; allowScripts?: Record<string, boolean> };
const lock = read('package-lock.json') as { packages: Record<string, LockedPackage> };

type Version = [number, number, number];
const parseVersion = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const hasWildcard = (text: string) => /(^|\.)(x|\*)($|\.)/i.test(text) || text.split('.').length < 3;

/** One comparator of an npm range (`>=20.9.0`, `^20.19.0`, `20`, `10.*`) against one version. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const [, operator = '', target = ''] = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(comparator) ?? [];
  if (target === '*' || target === '') return true;
  const wanted = parseVersion(target);
  const order = compare(version, wanted);
  const parts = target
    .replace(/^v/, '')
    .split('.')
    .filter((part) => /^\d+$/.test(part)).length;
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return version[0] === wanted[0] && order >= 0;
    case '~':
      return version[0] === wanted[0] && version[1] === wanted[1] && order >= 0;
    default:
      if (hasWildcard(target)) return version.slice(0, parts).every((part, index) => part === wanted[index]);
      return order === 0;
  }
}

export function satisfies(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

describe('a fresh npm ci', () => {
  const oldestNode = /(\d+(?:\.\d+){0,2})/.exec(manifest.engines.node)?.[1] ?? '';

  it('reads npm ranges the way npm does', () => {
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.19.0', '^20.9.0')).toBe(true);
    expect(satisfies('20.19.0', '18 || >=22')).toBe(false);
    expect(satisfies('20.19.0', '10.* || >= 12.*')).toBe(true);
    expect(satisfies('20.19.0', '>=6 <7 || >=8')).toBe(true);
  });

  it('installs only packages that run on the oldest Node we promise', () => {
    expect(oldestNode).toBe('20.19');
    const unsupported = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.engines?.node && !satisfies(oldestNode, entry.engines.node))
      .map(([path, entry]) => `${path} wants node ${entry.engines?.node}`);
    expect(unsupported).toEqual([]);
  });

  it('decides every dependency install script in allowScripts', () => {
    const decided = new Set(Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(?<=.)@.*$/, '')));
    const undecided = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
      .filter((name) => !decided.has(name));
    expect(undecided).toEqual([]);
  });
});
