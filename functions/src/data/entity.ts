import type * as z from '@shared/zod';
import { TABLE_KEYS } from './table';

/** The primary key of one item. */
export type TItemKey = { pk: string; sk: string };

type TIndexName = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5';
/** The index keys an item carries, e.g. `{ gsi1pk, gsi1sk }`; an index the item is absent from is left out. */
export type TIndexKeys = Partial<Record<`${TIndexName}pk` | `${TIndexName}sk`, string>>;

/**
 * One kind of item in the single table: how its keys are built, and how an item read back is parsed
 * into its record. The schema is the record's one definition; parsing drops the key attributes (zod
 * objects strip unknown keys), so no repository strips keys or casts raw items.
 *
 * The key is built from the record, or from `TKeyInput` when the item does not store what its key is
 * made of (a counter keyed by its owner, a lock keyed by the e-mail it guards): the caller knows it.
 */
export type TEntity<TRecord, TKeyInput = TRecord> = {
  name: string;
  key: (input: TKeyInput) => TItemKey;
  /** The whole item to write: keys, index keys, the entity name and the record. */
  toItem: (record: TRecord & TKeyInput) => Record<string, unknown>;
  /** An item read from the table; throws when it does not match the schema (a corrupt item is a bug, not user input). */
  parse: (item: Record<string, unknown>) => TRecord;
  /** `parse`, or null for a missing item. */
  parseOptional: (item: Record<string, unknown> | undefined) => TRecord | null;
};

export function defineEntity<TSchema extends z.ZodMiniType<object>, TKeyInput = z.output<TSchema>>(definition: {
  name: string;
  schema: TSchema;
  key: (input: TKeyInput) => TItemKey;
  indexKeys?: (record: z.output<TSchema> & TKeyInput) => TIndexKeys;
  /** The attributes written for the record, when some are stored in another form than they are read (the schema reads them back). */
  store?: (record: z.output<TSchema>) => Record<string, unknown>;
}): TEntity<z.output<TSchema>, TKeyInput> {
  const parse = (item: Record<string, unknown>): z.output<TSchema> => {
    const result = definition.schema.safeParse(item);
    if (!result.success) {
      const where = `${String(item[TABLE_KEYS.partitionKey])} / ${String(item[TABLE_KEYS.sortKey])}`;
      throw new Error(`A ${definition.name} item does not match its schema (${where}): ${result.error.message}`);
    }
    return result.data;
  };
  return {
    name: definition.name,
    key: definition.key,
    toItem: (record) => ({ ...(definition.store?.(record) ?? record), ...definition.key(record), ...definition.indexKeys?.(record), entity: definition.name }),
    parse,
    parseOptional: (item) => (item ? parse(item) : null),
  };
}
