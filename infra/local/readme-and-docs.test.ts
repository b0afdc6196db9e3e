import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The README is what a newcomer reads in their first ten minutes, and docs/ holds the rest by topic: the README
 * stays under 200 lines, every relative link of the README and of docs/*.md reaches a file (and, for a Markdown
 * file, a heading) that exists, every doc is reachable from the README, and every npm script is documented in a
 * page the README leads to.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const MAX_README_LINES = 200;

const read = (file: string) => readFileSync(file, 'utf8');
/** Fenced code blocks and inline code hold commands and examples, not links or headings. */
const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen, repeats numbered -1, -2, … */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a Markdown text (`[text](target)`), without web and mail addresses. */
export function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Each link of `file` that reaches no file, or no heading of the Markdown file it names: "file: target". */
export function brokenLinks(file: string, markdown: string, readTarget: (path: string) => string | null): string[] {
  return relativeLinks(markdown).flatMap((target) => {
    const [path = '', anchor] = target.split('#');
    const targetFile = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const content = path === '' ? markdown : readTarget(targetFile);
    if (content === null) return [`${relative(ROOT, file)}: ${target} (no such file)`];
    if (anchor === undefined || !targetFile.endsWith('.md')) return [];
    return headingAnchors(content).has(decodeURIComponent(anchor)) ? [] : [`${relative(ROOT, file)}: ${target} (no such heading)`];
  });
}

const readIfExists = (path: string) => (existsSync(path) ? (path.endsWith('.md') ? read(path) : '') : null);
const docFiles = () =>
  readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(DOCS, name));

/** The Markdown files of this repository the README leads to, following links from page to page. */
function pagesReachedFromReadme(): string[] {
  const reached = new Set([README]);
  const queue = [README];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const target of relativeLinks(read(file))) {
      const path = target.split('#')[0] ?? '';
      if (!path.endsWith('.md')) continue;
      const next = resolve(dirname(file), decodeURIComponent(path));
      if (!reached.has(next) && existsSync(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return [...reached];
}

/** Whether a text documents an npm script: `npm run <name>`, or `npm start` / `npm test` for those two. */
export function documentsScript(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = name === 'start' || name === 'test' ? `npm (?:run )?${escaped}` : `npm run ${escaped}`;
  return new RegExp(`${forms}(?![\\w:-])`).test(text);
}

describe('the README and docs/', () => {
  it('reads anchors, links and script mentions as GitHub and a reader do', () => {
    expect([...headingAnchors("# What `npm start` runs\n## People's data\n## Map\n## Map\n```\n# not a heading\n```")]).toEqual([
      'what-npm-start-runs',
      'peoples-data',
      'map',
      'map-1',
    ]);
    expect(relativeLinks('[a](docs/a.md#x) [b](https://example.com) `[c](no.md)` [d](#top "title")')).toEqual(['docs/a.md#x', '#top']);
    const pages: Record<string, string> = { [join(ROOT, 'docs/a.md')]: '# A\n## Sub part' };
    const readFixture = (path: string) => pages[path] ?? null;
    expect(brokenLinks(README, '# Top\n[ok](docs/a.md#sub-part) [self](#top)', readFixture)).toEqual([]);
    expect(brokenLinks(README, '[gone](docs/b.md) [bad](docs/a.md#nope) [here](#nowhere)', readFixture)).toEqual([
      'README.md: docs/b.md (no such file)',
      'README.md: docs/a.md#nope (no such heading)',
      'README.md: #nowhere (no such heading)',
    ]);
    expect(documentsScript('run `npm run bench:web` for pages', 'bench')).toBe(false);
    expect(documentsScript('`npm run bench` and more', 'bench')).toBe(true);
    expect(documentsScript('`npm ci && npm test`', 'test')).toBe(true);
  });

  it(`keeps the README under ${MAX_README_LINES} lines`, () => {
    expect(read(README).split('\n').length).toBeLessThan(MAX_README_LINES);
  });

  it('has every relative link reach a file and heading that exist', () => {
    const broken = [README, ...docFiles()].flatMap((file) => brokenLinks(file, read(file), readIfExists));
    expect(broken).toEqual([]);
  });

  it('leads from the README to every page of docs/', () => {
    const reached = new Set(pagesReachedFromReadme());
    expect(
      docFiles()
        .filter((file) => !reached.has(file))
        .map((file) => relative(ROOT, file)),
    ).toEqual([]);
  });

  it('documents every npm script in a page the README leads to', () => {
    const scripts = Object.keys((JSON.parse(read(join(ROOT, 'package.json'))) as { scripts: Record<string, string> }).scripts);
    const documented = pagesReachedFromReadme().map(read).join('\n');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((name) => !documentsScript(documented, name))).toEqual([]);
  });
});
