import * as z from 'zod';
import { ZUpdateMlsConfigurationRequestSchema, type TMlsConfiguration, type TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';

/** The 'Credentials' dialog of a stored configuration: the MLS's current login, typed again. */
export type TCredentialsFormValues = { username: string; password: string; userAgentPassword: string; removeUserAgentPassword: boolean };

export const credentialsFormValuesOf = (configuration: TMlsConfiguration): TCredentialsFormValues => ({
  username: configuration.username,
  password: '',
  userAgentPassword: '',
  removeUserAgentPassword: false,
});

/** The PATCH body: username and password always; a RETS user agent password when typed (or null to remove it). */
function toRequest(values: TCredentialsFormValues, protocol: TMlsConfiguration['protocol']): TUpdateMlsConfigurationRequest {
  const body: TUpdateMlsConfigurationRequest = { username: values.username, password: values.password };
  if (protocol !== 'RETS') return body;
  if (values.removeUserAgentPassword) return { ...body, userAgentPassword: null };
  return values.userAgentPassword ? { ...body, userAgentPassword: values.userAgentPassword } : body;
}

/** Validated with the PATCH schema, so the dialog shows the server's messages; its output is the PATCH body. */
export const credentialsFormSchemaFor = (protocol: TMlsConfiguration['protocol']) =>
  z.custom<TCredentialsFormValues>().transform((values, ctx): TUpdateMlsConfigurationRequest => {
    const body = toRequest(values, protocol);
    const request = ZUpdateMlsConfigurationRequestSchema.safeParse(body);
    if (request.success) return body;
    for (const issue of request.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
