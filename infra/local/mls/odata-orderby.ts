import { defaultParser } from '@odata/parser';
import { compare, ODataQueryError } from './odata-filter';

type TRecord = Record<string, unknown>;
type TOrderByItem = { raw: string; value: { expr: { type: string; raw: string }; direction: number } };

/** Compiles a $orderby (parsed by @odata/parser) into a comparator; nulls sort first, as OData says. */
export function compileOrderBy(orderBy: string): (a: TRecord, b: TRecord) => number {
  let items: TOrderByItem[];
  try {
    const options = (defaultParser.query(`$orderby=${orderBy}`) as unknown as { value: { options: { type: string; value: { items: TOrderByItem[] } }[] } })
      .value.options;
    const option = options.find((candidate) => candidate.type === 'OrderBy');
    if (!option) throw new Error('no order');
    items = option.value.items;
  } catch (error) {
    throw new ODataQueryError(`Invalid $orderby "${orderBy}": ${(error as Error).message}`);
  }
  const keys = items.map((item) => {
    if (!/^[A-Za-z_]\w*$/.test(item.value.expr.raw)) throw new ODataQueryError(`Unsupported $orderby "${item.raw}"`);
    return { name: item.value.expr.raw, direction: item.value.direction };
  });
  return (a, b) => {
    for (const { name, direction } of keys) {
      const [x, y] = [a[name] ?? null, b[name] ?? null];
      const order = x === null || y === null ? (x === y ? 0 : x === null ? -1 : 1) : (compare(x, y) ?? 0);
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}
