type TRecord = Record<string, unknown>;

const VALUE = String.raw`"(?:[^"]|"")*"|[^()|,"]+`;
const CLAUSE = new RegExp(String.raw`^\(\s*(\w+)\s*=\s*(${VALUE})\s*\)$`);

/**
 * Reads the DMQL2 member queries Test sends, `(ListAgentMlsId="ATX-A-7412")|(CoListAgentMlsId=X)|…`: an
 * OR of equalities over the named columns, values bare or as string literals, compared without case as
 * DMQL compares characters. Null for any other query (the caller answers a syntax error).
 */
export function parseMemberQuery(query: string, columns: readonly string[]): ((record: TRecord) => boolean) | null {
  const clauses = query.trim().split(/\s*\|\s*(?=\()/);
  const tests: { field: string; value: string }[] = [];
  for (const clause of clauses) {
    const match = CLAUSE.exec(clause.trim());
    if (!match || !columns.includes(match[1]!)) return null;
    const raw = match[2]!.trim();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
    tests.push({ field: match[1]!, value: value.toUpperCase() });
  }
  if (tests.length === 0) return null;
  return (record) => tests.some(({ field, value }) => typeof record[field] === 'string' && (record[field] as string).toUpperCase() === value);
}
