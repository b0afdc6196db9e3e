import * as z from 'zod';
import {
  MLS_DEFAULT_RETS_VERSION,
  MLS_DEFAULT_USER_AGENT,
  MLS_SYNC_FREQUENCY_DEFAULT_SECONDS,
  MLS_SYNC_FREQUENCY_MAX_SECONDS,
  type TMlsProtocol,
  type TMlsProvider,
} from '@shared/constants/mls';
import { ZCreateMlsConfigurationRequestSchema, type TCreateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { formFieldForServerOverridePath, formPathForRequestPath, overridesFromRows, rowIssues, type TFieldOverrideRow } from './field-override-rows';
import { chosenProtocol, offersProtocolChoice } from './provider-credentials';

const SECONDS_PER_HOUR = 3600;
export const MIN_SYNC_HOURS = 1;
export const MAX_SYNC_HOURS = MLS_SYNC_FREQUENCY_MAX_SECONDS / SECONDS_PER_HOUR;
export const SYNC_HOURS_MESSAGE = `Sync frequency must be between ${MIN_SYNC_HOURS} and ${MAX_SYNC_HOURS} hours`;

/** The dialog's fields as typed: the provider may still be unchosen and the frequency is hours in a text box. */
export type TConfigurationFormValues = {
  /** The registered MLS chosen (GET /api/mls/registry), or '' for a private feed (any other server; no MLS attribution). */
  mlsId: string;
  mlsProvider: TMlsProvider | '';
  /** Asked only where the provider offers both (CoreLogic Matrix, Flexmls). */
  protocol: TMlsProtocol;
  mlsName: string;
  /** The member's MLS identity: only listings where they are list or co-list agent (brokers: their office's) are imported. */
  agentMlsId: string;
  officeMlsId: string;
  providerUrl: string;
  username: string;
  password: string;
  userAgent: string;
  /** RETS only: the user agent's own password (UA-Authorization), when the MLS gave one. */
  userAgentPassword: string;
  version: string;
  tokenUrl: string;
  syncFrequencyHours: string;
  autoSync: boolean;
  /** RETS only, under 'Advanced': where listings live and what their fields are called, when metadata does not say. */
  resource: string;
  className: string;
  fieldOverrideRows: TFieldOverrideRow[];
};

export const INITIAL_CONFIGURATION_FORM: TConfigurationFormValues = {
  mlsId: '',
  mlsProvider: '',
  protocol: 'RETS',
  mlsName: '',
  agentMlsId: '',
  officeMlsId: '',
  providerUrl: '',
  username: '',
  password: '',
  userAgent: MLS_DEFAULT_USER_AGENT,
  userAgentPassword: '',
  version: MLS_DEFAULT_RETS_VERSION,
  tokenUrl: '',
  syncFrequencyHours: String(MLS_SYNC_FREQUENCY_DEFAULT_SECONDS / SECONDS_PER_HOUR),
  autoSync: false,
  resource: '',
  className: '',
  fieldOverrideRows: [],
};

const ZSyncHoursSchema = z.coerce.number({ error: SYNC_HOURS_MESSAGE }).min(MIN_SYNC_HOURS, SYNC_HOURS_MESSAGE).max(MAX_SYNC_HOURS, SYNC_HOURS_MESSAGE);

const hoursToSeconds = (hours: number): number => Math.round(hours * SECONDS_PER_HOUR);

/** The request body: hours become seconds; a registered MLS's id goes instead of a typed name; the version, user agent password and overrides go only to RETS, the token URL only to RESO. */
function toRequest(values: TConfigurationFormValues, syncFrequency: number): TCreateMlsConfigurationRequest {
  const protocol = chosenProtocol(values.mlsProvider, values.protocol);
  return {
    mlsProvider: values.mlsProvider as TMlsProvider,
    ...(offersProtocolChoice(values.mlsProvider) ? { protocol } : {}),
    // A registered MLS's configuration takes the registry's name; a private feed's is the one typed.
    ...(values.mlsId ? { mlsId: values.mlsId } : { mlsName: values.mlsName }),
    agentMlsId: values.agentMlsId,
    officeMlsId: values.officeMlsId,
    providerUrl: values.providerUrl,
    username: values.username,
    password: values.password,
    userAgent: values.userAgent,
    ...(protocol === 'RETS'
      ? {
          userAgentPassword: values.userAgentPassword,
          version: values.version,
          resource: values.resource,
          className: values.className,
          fieldOverrides: overridesFromRows(values.fieldOverrideRows),
        }
      : { tokenUrl: values.tokenUrl }),
    syncFrequency,
    autoSync: values.autoSync,
  };
}

/**
 * The dialog's validation: the shared request schema (so every message is the spec's and the server's),
 * plus the hours the screen asks for. Its output is the request body to send.
 */
export const ZConfigurationFormSchema = z.custom<TConfigurationFormValues>().transform((values, ctx) => {
  const hours = ZSyncHoursSchema.safeParse(values.syncFrequencyHours.trim() === '' ? undefined : values.syncFrequencyHours);
  const body = toRequest(values, hours.success ? hoursToSeconds(hours.data) : MLS_SYNC_FREQUENCY_DEFAULT_SECONDS);
  const request = ZCreateMlsConfigurationRequestSchema.safeParse(body);
  const rows = chosenProtocol(values.mlsProvider, values.protocol) === 'RETS' ? rowIssues(values.fieldOverrideRows) : [];
  if (!hours.success) ctx.addIssue({ code: 'custom', message: SYNC_HOURS_MESSAGE, path: ['syncFrequencyHours'] });
  if (!request.success) {
    for (const issue of request.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: formPathForRequestPath(issue.path, values.fieldOverrideRows) });
  }
  for (const issue of rows) ctx.addIssue({ code: 'custom', ...issue });
  return hours.success && request.success && rows.length === 0 ? body : z.NEVER;
});

/** The server names the seconds field and the overrides map; the dialog shows their messages at the hours field and the row. */
export const formFieldForServerPath = (path: string, rows: readonly TFieldOverrideRow[]): string =>
  path === 'syncFrequency' ? 'syncFrequencyHours' : formFieldForServerOverridePath(path, rows);
