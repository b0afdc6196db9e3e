import { ACCESS_PATTERNS } from './access-patterns';
import { GLOBAL_INDEXES } from './table';
import { dataModuleExports } from './testing/data-modules';

/** A function that only reads the table, by the names repositories give their reads. */
const READ_NAME = /^(get|list|find|count|browse|query|search|load|read|is)[A-Z]/;

const isRepository = (file: string) => file.endsWith('-repository.ts');

describe('the access-pattern list', () => {
  it('names, in each row, a read function a repository exports under that name', async () => {
    const modules = await dataModuleExports();
    for (const { pattern, fn } of ACCESS_PATTERNS) {
      const exportedBy = [...modules].filter(([file, exports]) => isRepository(file) && exports.get(fn.name) === fn).map(([file]) => file);
      expect(exportedBy, `${pattern}: ${fn.name} is not exported by a repository`).toHaveLength(1);
      expect(fn.name, `${pattern}: ${fn.name} is not named as a read`).toMatch(READ_NAME);
    }
  });

  it('lists every read a repository exports', async () => {
    const listed = new Set<unknown>(ACCESS_PATTERNS.map((row) => row.fn));
    const unlisted = [...(await dataModuleExports())]
      .filter(([file]) => isRepository(file))
      .flatMap(([file, exports]) =>
        [...exports].filter(([name, fn]) => typeof fn === 'function' && READ_NAME.test(name) && !listed.has(fn)).map(([name]) => `${file}: ${name}`),
      );
    expect(unlisted).toEqual([]);
  });

  it('reads only the table or an index it has, with a key condition on that index', () => {
    const indexes = new Set<string>(GLOBAL_INDEXES.map((index) => index.name));
    for (const { pattern, index, key } of ACCESS_PATTERNS) {
      expect(index === 'table' || indexes.has(index), `${pattern}: no index ${index}`).toBe(true);
      expect(key, pattern).toMatch(index === 'table' ? /^(BatchGet )?pk = / : new RegExp(`^${index}pk = `));
    }
  });

  it('reads every index the table pays for', () => {
    const used = new Set(ACCESS_PATTERNS.map((row) => row.index));
    expect(GLOBAL_INDEXES.map((index) => index.name).filter((name) => !used.has(name))).toEqual([]);
  });

  it('describes each pattern once', () => {
    const patterns = ACCESS_PATTERNS.map((row) => row.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
