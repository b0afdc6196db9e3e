import { Plus, Trash2 } from 'lucide-react';
import { MLS_RETS_LISTING_FIELDS } from '@shared/constants/mls';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TFieldErrors } from '../../../lib/use-zod-form';
import { newFieldOverrideRow, ROWS_KEY, type TFieldOverrideRow } from '../lib/field-override-rows';

const FIELD_OPTIONS = MLS_RETS_LISTING_FIELDS.map((field) => ({ value: field, label: field }));

type TTextFieldProps = { value: string; onValueChange: (value: string) => void; error?: string };

type TRetsOverridesFieldsProps = {
  /** Keeps the ids of two editors on one page apart. */
  idPrefix: string;
  resource: TTextFieldProps;
  className: TTextFieldProps;
  rows: TFieldOverrideRow[];
  onRowsChange: (rows: TFieldOverrideRow[]) => void;
  /** The form's errors; row errors sit at `fieldOverrideRows.<index>.<field | systemName>`. */
  errors: TFieldErrors;
};

/**
 * A RETS configuration's resource, class and field overrides: what to use when the server's metadata
 * does not say which field is which (Test names the field that is missing).
 */
export function RetsOverridesFields({ idPrefix, resource, className, rows, onRowsChange, errors }: TRetsOverridesFieldsProps) {
  const changeRow = (index: number, change: Partial<TFieldOverrideRow>) => onRowsChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const sectionError = errors[ROWS_KEY];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${idPrefix}-resource`} label="Resource (optional)" placeholder="Property" autoComplete="off" spellCheck={false} {...resource} />
        <TextField id={`${idPrefix}-class`} label="Class (optional)" placeholder="RES" autoComplete="off" spellCheck={false} {...className} />
      </div>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-medium text-slate-800">Field overrides</legend>
        <p className="text-xs text-slate-600">
          For each Data Dictionary field your MLS names its own way, the field&apos;s system name in its RETS metadata (e.g. ModificationTimestamp → LIST_87).
        </p>
        {rows.length === 0 && <p className="text-sm text-slate-600">No overrides: every field is found in the metadata.</p>}
        {rows.map((row, index) => (
          <fieldset
            key={row.key}
            className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] sm:items-start sm:border-0 sm:p-0"
          >
            <legend className="sr-only">Override {index + 1}</legend>
            <SelectField
              id={`${idPrefix}-override-${row.key}-field`}
              label="Data Dictionary field"
              value={row.field}
              options={FIELD_OPTIONS}
              placeholder="Choose a field"
              onValueChange={(field) => changeRow(index, { field })}
              error={errors[`${ROWS_KEY}.${index}.field`]}
            />
            <TextField
              id={`${idPrefix}-override-${row.key}-system-name`}
              label="MLS system name"
              autoComplete="off"
              spellCheck={false}
              value={row.systemName}
              onValueChange={(systemName) => changeRow(index, { systemName })}
              error={errors[`${ROWS_KEY}.${index}.systemName`]}
            />
            <div className="flex justify-end sm:pt-7">
              <Button variant="ghost" size="sm" aria-label={`Remove override ${index + 1}`} onClick={() => onRowsChange(rows.filter((_, i) => i !== index))}>
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </div>
          </fieldset>
        ))}
        {sectionError && <FieldError id={`${idPrefix}-overrides-error`}>{sectionError}</FieldError>}
        <Button variant="outline" size="sm" onClick={() => onRowsChange([...rows, newFieldOverrideRow()])}>
          <Plus className="size-4" aria-hidden="true" />
          Add field override
        </Button>
      </fieldset>
    </div>
  );
}
