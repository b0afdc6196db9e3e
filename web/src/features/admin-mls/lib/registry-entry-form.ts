import type { TMlsProtocol } from '@shared/constants/mls';
import type { TCreateMlsRegistryEntryRequest, TMlsRegistryEntry, TUpdateMlsRegistryEntryRequest } from '@shared/schemas/mls-registry.schema';

/** One server row as typed: the token URL is asked for RESO Web API servers only, empty meaning the server's default. */
export type TServerRow = { protocol: TMlsProtocol; url: string; tokenUrl: string };
export type TRegistryEntryFormValues = { id: string; name: string; servers: TServerRow[]; listingIdentity: string };

export const EMPTY_SERVER_ROW: TServerRow = { protocol: 'RESO Web API', url: '', tokenUrl: '' };
export const INITIAL_REGISTRY_ENTRY_FORM: TRegistryEntryFormValues = { id: '', name: '', servers: [EMPTY_SERVER_ROW], listingIdentity: '' };

export const registryEntryFormValuesOf = (entry: TMlsRegistryEntry): TRegistryEntryFormValues => ({
  id: entry.id,
  name: entry.name,
  servers: entry.servers.map((server) => ({ protocol: server.protocol, url: server.url, tokenUrl: server.tokenUrl ?? '' })),
  listingIdentity: entry.listingIdentity,
});

/** A RETS server has no token URL; an empty one is null (the server's `<origin>/oauth2/token`, or a bearer token). */
const serversOf = (rows: readonly TServerRow[]) =>
  rows.map((row) => ({ protocol: row.protocol, url: row.url, tokenUrl: row.protocol === 'RESO Web API' && row.tokenUrl.trim() !== '' ? row.tokenUrl : null }));

export const toCreateRequest = (values: TRegistryEntryFormValues): TCreateMlsRegistryEntryRequest => ({
  id: values.id,
  name: values.name,
  servers: serversOf(values.servers),
  ...(values.listingIdentity.trim() ? { listingIdentity: values.listingIdentity } : {}),
});

/** The id stays as registered: the listing identity hangs on it. */
export const toUpdateRequest = (values: TRegistryEntryFormValues): TUpdateMlsRegistryEntryRequest => ({
  name: values.name,
  servers: serversOf(values.servers),
});
