import { MlsError } from '../mls-client';
import { LISTING_FIELD_ALIASES, LISTING_FIELD_NAMES, type TFieldOverrides, type TListingFieldName } from './listing-fields';

/** Where the listings live on this server and what its fields are called. */
export type TListingSchema = {
  resource: string;
  className: string;
  /** The resource's KeyField: the id GetObject wants. */
  keyField: string;
  /** Data Dictionary name → SystemName, for the fields this server has. */
  systemNames: Partial<Record<TListingFieldName, string>>;
};

export type TSchemaChoice = { resource?: string; className?: string; fieldOverrides?: TFieldOverrides };

type TRows = Record<string, string>[];

/** Where a person fixes what metadata gets wrong: the configuration dialog's section. */
const FIX_IT = 'under Field overrides in the configuration';

const standardName = (row: Record<string, string>): string => (row.StandardName ?? '').trim();

/** Picks the Property resource: the configured one, else StandardName or ResourceID "Property". */
export function chooseResource(resources: TRows, choice: TSchemaChoice): Record<string, string> {
  const wanted = choice.resource;
  const found = wanted
    ? resources.find((row) => row.ResourceID === wanted)
    : (resources.find((row) => standardName(row) === 'Property') ?? resources.find((row) => row.ResourceID === 'Property'));
  if (!found) {
    throw new MlsError(
      wanted
        ? `The RETS metadata has no resource "${wanted}"; correct Resource ${FIX_IT}`
        : `The RETS metadata has no Property resource; set Resource ${FIX_IT}`,
    );
  }
  return found;
}

/** Picks the residential class: the configured one, else the StandardName that says residential, else the first. */
export function chooseClass(classes: TRows, choice: TSchemaChoice): string {
  if (choice.className) {
    if (!classes.some((row) => row.ClassName === choice.className)) {
      throw new MlsError(`The RETS metadata has no class "${choice.className}"; correct Class ${FIX_IT}`);
    }
    return choice.className;
  }
  const residential =
    classes.find((row) => ['ResidentialProperty', 'Residential'].includes(standardName(row))) ??
    classes.find((row) => /^(RES|Residential)$/i.test(row.ClassName ?? '')) ??
    classes[0];
  if (!residential?.ClassName) throw new MlsError(`The RETS metadata lists no class for the Property resource; set Class ${FIX_IT}`);
  return residential.ClassName;
}

/**
 * Maps each Data Dictionary field to a SystemName: the configuration's override first, then a field
 * whose StandardName says it, then a field whose SystemName is the Data Dictionary name itself (Matrix
 * servers often leave StandardName empty but name fields after the Data Dictionary). An override must
 * name a field of the table (in the table's spelling): a wrong one would otherwise surface as an
 * unreadable DMQL error, or as listings silently missing a value. `tableId` ("Property:RES") is for messages.
 */
export function resolveSystemNames(
  table: TRows,
  keyField: string,
  overrides: TFieldOverrides = {},
  tableId = 'the listing class',
): Partial<Record<TListingFieldName, string>> {
  const systemNames: Partial<Record<TListingFieldName, string>> = {};
  const bySystemName = new Map(table.map((row) => [(row.SystemName ?? '').toLowerCase(), row.SystemName ?? '']));
  for (const name of LISTING_FIELD_NAMES) {
    const override = overrideInTable(name, overrides[name], bySystemName, tableId);
    const aliases: readonly string[] = LISTING_FIELD_ALIASES[name];
    const byStandardName = aliases.map((alias) => table.find((row) => standardName(row) === alias)?.SystemName).find((systemName) => systemName);
    const found = override ?? byStandardName ?? bySystemName.get(name.toLowerCase());
    if (found) systemNames[name] = found;
  }
  if (keyField) systemNames.ListingKey ??= keyField;
  if (!systemNames.ListingKey) {
    throw new MlsError(`The RETS metadata of ${tableId} names no KeyField or ListingKey field; set ListingKey ${FIX_IT}`);
  }
  if (!systemNames.ModificationTimestamp) {
    throw new MlsError(`The RETS metadata of ${tableId} has no ModificationTimestamp field; set ModificationTimestamp ${FIX_IT}`);
  }
  return systemNames;
}

function overrideInTable(name: TListingFieldName, override: string | undefined, bySystemName: Map<string, string>, tableId: string): string | undefined {
  if (override === undefined) return undefined;
  const found = bySystemName.get(override.toLowerCase());
  if (!found) throw new MlsError(`The field override ${name} → ${override} names no field of ${tableId} in the RETS metadata; correct ${name} ${FIX_IT}`);
  return found;
}

/**
 * Any Data Dictionary field → this table's SystemName (or null): the field whose StandardName says it, else
 * the one whose SystemName is the Data Dictionary name. For fields outside the listing's own (the member
 * fields Test counts by), which take no overrides.
 */
export function systemNameLookup(table: TRows): (name: string) => string | null {
  const byStandardName = new Map(table.filter((row) => standardName(row) && row.SystemName).map((row) => [standardName(row), row.SystemName!]));
  const bySystemName = new Map(table.filter((row) => row.SystemName).map((row) => [row.SystemName!.toLowerCase(), row.SystemName!]));
  return (name) => byStandardName.get(name) ?? bySystemName.get(name.toLowerCase()) ?? null;
}
