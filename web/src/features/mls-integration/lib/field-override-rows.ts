import { MLS_RETS_LISTING_FIELDS, type TMlsRetsListingField } from '@shared/constants/mls';
import type { TRetsFieldOverrides } from '@shared/schemas/mls-rets-overrides.schema';

/** One row of the 'Field overrides' editor; `key` keeps React's rows apart while fields change. */
export type TFieldOverrideRow = { key: string; field: TMlsRetsListingField | ''; systemName: string };

/** The form value that holds the rows; row errors sit at `fieldOverrideRows.<index>.<field | systemName>`. */
export const ROWS_KEY = 'fieldOverrideRows';

let lastRowKey = 0;
export const newFieldOverrideRow = (field: TMlsRetsListingField | '' = '', systemName = ''): TFieldOverrideRow => ({
  key: `override-${++lastRowKey}`,
  field,
  systemName,
});

/** The rows a stored configuration's overrides start the editor with, in the field list's order (a stored map keeps none). */
export const rowsFromOverrides = (overrides: TRetsFieldOverrides): TFieldOverrideRow[] =>
  MLS_RETS_LISTING_FIELDS.flatMap((field) => {
    const systemName = overrides[field];
    return systemName === undefined ? [] : [newFieldOverrideRow(field, systemName)];
  });

const isBlankRow = (row: TFieldOverrideRow) => row.field === '' && row.systemName.trim() === '';

/** The map the API takes: blank rows left out; a row without a field, or a field twice, is `rowIssues`' to report. */
export function overridesFromRows(rows: readonly TFieldOverrideRow[]): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const row of rows) if (row.field !== '' && !(row.field in overrides)) overrides[row.field] = row.systemName;
  return overrides;
}

/** What the request schema cannot see in a map: a row with a system name but no field, a field chosen twice. */
export function rowIssues(rows: readonly TFieldOverrideRow[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    if (row.field === '') issues.push({ path: [ROWS_KEY, index, 'field'], message: 'Choose the Data Dictionary field' });
    else if (seen.has(row.field)) issues.push({ path: [ROWS_KEY, index, 'field'], message: `${row.field} is already overridden above` });
    else seen.add(row.field);
  });
  return issues;
}

/** Where an error about `fieldOverrides.<Field>` shows: the system name of that field's row. */
export function formPathForRequestPath(path: readonly PropertyKey[], rows: readonly TFieldOverrideRow[]): PropertyKey[] {
  if (path[0] !== 'fieldOverrides') return [...path];
  const index = rows.findIndex((row) => row.field === path[1]);
  return index === -1 ? [ROWS_KEY] : [ROWS_KEY, index, 'systemName'];
}

/** The same for a path the server sent (`fieldOverrides.City`). */
export const formFieldForServerOverridePath = (path: string, rows: readonly TFieldOverrideRow[]): string =>
  formPathForRequestPath(path.split('.'), rows).join('.');

const OVERRIDE_FORM_FIELDS = new Set(['resource', 'className', ROWS_KEY]);

/** Whether any of the form's errors is the overrides' (their section must then be open to show it). */
export const hasOverrideErrors = (errors: Partial<Record<string, string>>): boolean =>
  Object.keys(errors).some((path) => OVERRIDE_FORM_FIELDS.has(path.split('.')[0] ?? ''));
