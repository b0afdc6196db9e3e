import { Plus, Trash2 } from 'lucide-react';
import { MLS_PROTOCOLS } from '@shared/constants/mls';
import type { TFieldErrors } from '../../../lib/use-zod-form';
import { FieldError } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { EMPTY_SERVER_ROW, type TServerRow } from '../lib/registry-entry-form';

const MAX_SERVERS = 10;
const PROTOCOL_OPTIONS = MLS_PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol === 'RETS' ? 'RETS 1.7.2' : 'RESO Web API' }));

type TServerRowsProps = { idPrefix: string; rows: TServerRow[]; errors: TFieldErrors; onChange: (rows: TServerRow[]) => void };

/** An MLS's servers, each in its own group: protocol, address, and for RESO Web API the token URL. */
export function ServerRows({ idPrefix, rows, errors, onChange }: TServerRowsProps) {
  const change = (index: number, patch: Partial<TServerRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div className="space-y-3">
      {rows.map((row, index) => {
        const id = `${idPrefix}-server-${index}`;
        const at = (field: keyof TServerRow) => errors[`servers.${index}.${field}`];
        return (
          <fieldset key={index} className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Server {index + 1}</legend>
            <SelectField
              id={`${id}-protocol`}
              label="Protocol"
              value={row.protocol}
              options={PROTOCOL_OPTIONS}
              onValueChange={(protocol) => change(index, { protocol })}
              error={at('protocol')}
            />
            <TextField
              id={`${id}-url`}
              label="Server URL"
              hint={row.protocol === 'RETS' ? 'The RETS Login URL.' : 'The RESO Web API service root.'}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={row.url}
              onValueChange={(url) => change(index, { url })}
              error={at('url')}
              required
            />
            {row.protocol === 'RESO Web API' && (
              <TextField
                id={`${id}-token-url`}
                label="Token URL (optional)"
                hint="Where the MLS issues OAuth2 tokens. Left empty: the server's /oauth2/token."
                type="url"
                inputMode="url"
                autoComplete="off"
                value={row.tokenUrl}
                onValueChange={(tokenUrl) => change(index, { tokenUrl })}
                error={at('tokenUrl')}
              />
            )}
            {rows.length > 1 && (
              <div className="flex justify-end">
                <Button
                  variant="ghost"
                  className="text-red-700"
                  aria-label={`Remove server ${index + 1}`}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {errors.servers && <FieldError id={`${idPrefix}-servers-error`}>{errors.servers}</FieldError>}
      {rows.length < MAX_SERVERS && (
        <Button variant="outline" onClick={() => onChange([...rows, EMPTY_SERVER_ROW])}>
          <Plus className="size-4" aria-hidden="true" />
          Add a server
        </Button>
      )}
    </div>
  );
}
