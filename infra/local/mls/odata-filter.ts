import { defaultParser } from '@odata/parser';

type TNode = { type: string; raw: string; value: unknown };
type TRecord = Record<string, unknown>;
export type TPredicate = (record: TRecord) => boolean;
type TOperand = (record: TRecord) => unknown;

/** A request the local MLS refuses, answered as an OData error with status 400. */
export class ODataQueryError extends Error {}

const COMPARISONS: Record<string, (order: number) => boolean> = {
  EqualsExpression: (order) => order === 0,
  NotEqualsExpression: (order) => order !== 0,
  LesserThanExpression: (order) => order < 0,
  LesserOrEqualsExpression: (order) => order <= 0,
  GreaterThanExpression: (order) => order > 0,
  GreaterOrEqualsExpression: (order) => order >= 0,
};

export type TFilterOptions = { requireMillisecondLiterals: boolean };

/**
 * Compiles a $filter into a predicate, parsed by @odata/parser. Supported: eq ne gt ge lt le, and, or,
 * parentheses, over top-level properties and string, number, boolean, null and DateTimeOffset literals
 * (what replication needs). Anything else is refused with a message rather than silently ignored.
 */
export function compileFilter(filter: string, options: TFilterOptions): TPredicate {
  const keyList = keyListFilter(filter);
  if (keyList) return keyList;
  let ast: TNode;
  try {
    ast = defaultParser.filter(filter) as unknown as TNode;
  } catch (error) {
    throw new ODataQueryError(`Invalid $filter "${filter}": ${(error as Error).message}`);
  }
  if (!ast || ast.raw.length !== filter.trim().length) throw new ODataQueryError(`Invalid $filter "${filter}": could not read all of it`);
  return compileNode(ast, options);
}

const KEY_LIST = /^\s*(\w+) eq '(?:[^']|'')*'(?:\s+or\s+\1 eq '(?:[^']|'')*')*\s*$/;

/**
 * `Key eq 'a' or Key eq 'b' or …`, the shape a client uses to fetch one page's open houses, answered
 * with a set lookup: the parser's time grows faster than linearly with such chains (≈0.3 s for 200 keys).
 */
function keyListFilter(filter: string): TPredicate | null {
  const match = KEY_LIST.exec(filter);
  if (!match) return null;
  const field = match[1]!;
  const values = new Set([...filter.matchAll(/ eq '((?:[^']|'')*)'/g)].map((found) => found[1]!.replace(/''/g, "'")));
  return (record) => values.has(String(record[field]));
}

function compileNode(node: TNode, options: TFilterOptions): TPredicate {
  const children = node.value as { left: TNode; right: TNode };
  if (node.type === 'AndExpression') {
    const [left, right] = [compileNode(children.left, options), compileNode(children.right, options)];
    return (record) => left(record) && right(record);
  }
  if (node.type === 'OrExpression') {
    const [left, right] = [compileNode(children.left, options), compileNode(children.right, options)];
    return (record) => left(record) || right(record);
  }
  if (node.type === 'BoolParenExpression' || node.type === 'ParenExpression') return compileNode(node.value as TNode, options);
  const comparison = COMPARISONS[node.type];
  if (comparison) {
    const [left, right] = [compileOperand(children.left, options), compileOperand(children.right, options)];
    const isEquality = node.type === 'EqualsExpression' || node.type === 'NotEqualsExpression';
    return (record) => {
      const order = compare(left(record), right(record));
      // null only equals null; ordering against null is false, as OData says.
      if (order === null) return isEquality ? comparison(left(record) === right(record) ? 0 : 1) : false;
      return comparison(order);
    };
  }
  throw new ODataQueryError(`Unsupported $filter expression "${node.raw}" (supported: eq, ne, gt, ge, lt, le, and, or, parentheses)`);
}

function compileOperand(node: TNode, options: TFilterOptions): TOperand {
  if (node.type === 'FirstMemberExpression') {
    if (node.raw.includes('/')) throw new ODataQueryError(`Unsupported property path "${node.raw}"`);
    const name = node.raw;
    return (record) => record[name] ?? null;
  }
  if (node.type === 'Literal') {
    const literal = literalValue(node.value as string, node.raw, options);
    return () => literal;
  }
  throw new ODataQueryError(`Unsupported operand "${node.raw}" in $filter`);
}

function literalValue(edmType: string, raw: string, options: TFilterOptions): unknown {
  switch (edmType) {
    case 'null':
      return null;
    case 'Edm.String':
      return raw.slice(1, -1).replace(/''/g, "'");
    case 'Edm.Boolean':
      return raw === 'true';
    case 'Edm.DateTimeOffset':
      if (options.requireMillisecondLiterals && !/\.\d{3}/.test(raw)) {
        throw new ODataQueryError(`Timestamp literal ${raw} must carry milliseconds, like 2024-05-01T00:00:00.000Z`);
      }
      return new Date(raw);
    case 'Edm.Date':
      return raw;
    default:
      if (/^Edm\.(Int|Decimal|Double|Single|Byte|SByte)/.test(edmType)) return Number(raw);
      throw new ODataQueryError(`Unsupported literal ${raw} (${edmType}) in $filter`);
  }
}

/** Sign of a − b, or null when either side is null. Strings that hold instants compare as instants against a Date. */
export function compare(a: unknown, b: unknown): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (a instanceof Date || b instanceof Date) {
    const [x, y] = [a instanceof Date ? a.getTime() : Date.parse(String(a)), b instanceof Date ? b.getTime() : Date.parse(String(b))];
    return Math.sign(x - y);
  }
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
