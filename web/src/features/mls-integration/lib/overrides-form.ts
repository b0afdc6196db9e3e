import * as z from 'zod';
import { ZUpdateMlsConfigurationRequestSchema, type TMlsConfiguration, type TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { formPathForRequestPath, overridesFromRows, rowIssues, rowsFromOverrides, type TFieldOverrideRow } from './field-override-rows';

/** The 'Field overrides' dialog of a stored RETS configuration. */
export type TOverridesFormValues = { resource: string; className: string; fieldOverrideRows: TFieldOverrideRow[] };

export const overridesFormValuesOf = (configuration: TMlsConfiguration): TOverridesFormValues => ({
  resource: configuration.resource ?? '',
  className: configuration.className ?? '',
  fieldOverrideRows: rowsFromOverrides(configuration.fieldOverrides),
});

/**
 * Validated with the PATCH schema (the server's messages), plus the row checks a map cannot carry. Its
 * output is the PATCH body: the whole override map (an empty one clears it), blank names clear.
 */
export const ZOverridesFormSchema = z.custom<TOverridesFormValues>().transform((values, ctx): TUpdateMlsConfigurationRequest => {
  const body = { resource: values.resource, className: values.className, fieldOverrides: overridesFromRows(values.fieldOverrideRows) };
  const request = ZUpdateMlsConfigurationRequestSchema.safeParse(body);
  const rows = rowIssues(values.fieldOverrideRows);
  if (!request.success) {
    for (const issue of request.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: formPathForRequestPath(issue.path, values.fieldOverrideRows) });
  }
  for (const issue of rows) ctx.addIssue({ code: 'custom', ...issue });
  return request.success && rows.length === 0 ? body : z.NEVER;
});
