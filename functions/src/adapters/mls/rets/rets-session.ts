import { MlsError } from '../mls-client';
import { parseLoginReply, type TLoginReply } from './login-reply';
import { parseLogoutReply, type TLogoutReply } from './logout-reply';
import { parseMetadataRows, parseSystemMetadata, type TMetadataType, type TSystemMetadata } from './metadata-reply';
import { chooseClass, chooseResource, resolveSystemNames, systemNameLookup, type TListingSchema, type TSchemaChoice } from './metadata-resolution';
import { findOpenHouseResource, resolveOpenHouseSchema, type TOpenHouseFieldOverrides, type TOpenHouseSchema } from './open-house-schema';
import type { RetsHttp } from './rets-http';

export type TMetadataFormat = 'COMPACT' | 'STANDARD-XML';

/** What a logged-in client knows about the server: capability URLs, its clock, where listings and open houses live. */
export type TRetsSession = {
  login: TLoginReply;
  system: TSystemMetadata;
  schema: TListingSchema;
  openHouseSchema: TOpenHouseSchema | null;
  /** The listing class's SystemName for any Data Dictionary field it has (Test counts the member's listings by them). */
  systemNameOf: (name: string) => string | null;
};

export type TSessionChoice = TSchemaChoice & { readOpenHouses?: boolean; openHouseFieldOverrides?: TOpenHouseFieldOverrides };

/**
 * Login, then METADATA-SYSTEM, -RESOURCE, -CLASS and -TABLE to learn the listing schema, and the
 * same for the OpenHouse resource when the server has one.
 */
export async function openRetsSession(http: RetsHttp, loginUrl: string, format: TMetadataFormat, choice: TSessionChoice): Promise<TRetsSession> {
  const loginReply = await http.get(loginUrl);
  const login = parseLoginReply(loginReply.body.toString('utf8'), loginReply.url);
  const metadata = async (type: TMetadataType | 'METADATA-SYSTEM', id: string): Promise<{ body: string; url: string }> => {
    const reply = await http.get(login.capabilities.getMetadata, { Type: type, ID: id, Format: format });
    return { body: reply.body.toString('utf8'), url: reply.url };
  };
  const systemReply = await metadata('METADATA-SYSTEM', '0');
  const system = parseSystemMetadata(systemReply.body, systemReply.url);
  const resourceReply = await metadata('METADATA-RESOURCE', '0');
  const resources = parseMetadataRows(resourceReply.body, 'METADATA-RESOURCE', resourceReply.url);
  const resource = chooseResource(resources, choice);
  const resourceId = resource.ResourceID ?? '';
  const classReply = await metadata('METADATA-CLASS', resourceId);
  const className = chooseClass(parseMetadataRows(classReply.body, 'METADATA-CLASS', classReply.url), choice);
  const tableReply = await metadata('METADATA-TABLE', `${resourceId}:${className}`);
  const table = parseMetadataRows(tableReply.body, 'METADATA-TABLE', tableReply.url);
  if (table.length === 0) throw new MlsError(`The RETS metadata lists no fields for ${resourceId}:${className}`, { url: tableReply.url });
  const systemNames = resolveSystemNames(table, resource.KeyField ?? '', choice.fieldOverrides, `${resourceId}:${className}`);
  // GetObject wants the resource's KeyField; without one, the listing key is the best guess.
  const keyField = resource.KeyField || (systemNames.ListingKey as string);
  const openHouseResource = choice.readOpenHouses === false ? null : findOpenHouseResource(resources);
  const openHouseSchema = openHouseResource ? await readOpenHouseSchema(openHouseResource, metadata, choice.openHouseFieldOverrides) : null;
  return {
    login,
    system,
    schema: { resource: resourceId, className, keyField, systemNames },
    openHouseSchema,
    systemNameOf: systemNameLookup(table),
  };
}

/**
 * Open houses are secondary to listings: a server whose OpenHouse metadata answers with a RETS error
 * code still syncs its listings (Test says "no open houses").
 */
async function readOpenHouseSchema(
  resource: Record<string, string>,
  metadata: (type: TMetadataType, id: string) => Promise<{ body: string; url: string }>,
  overrides: TOpenHouseFieldOverrides | undefined,
): Promise<TOpenHouseSchema | null> {
  const resourceId = resource.ResourceID ?? '';
  try {
    const classReply = await metadata('METADATA-CLASS', resourceId);
    const [openHouseClass] = parseMetadataRows(classReply.body, 'METADATA-CLASS', classReply.url);
    if (!openHouseClass?.ClassName) return null;
    const tableReply = await metadata('METADATA-TABLE', `${resourceId}:${openHouseClass.ClassName}`);
    const table = parseMetadataRows(tableReply.body, 'METADATA-TABLE', tableReply.url);
    return resolveOpenHouseSchema(resource, openHouseClass.ClassName, table, overrides);
  } catch (error) {
    if (error instanceof MlsError && error.details.replyCode !== undefined) return null;
    throw error;
  }
}

/** Logout; null when the server offers none. A non-zero RETS reply code is an MlsError (see parseLogoutReply). */
export async function closeRetsSession(http: RetsHttp, session: TRetsSession): Promise<TLogoutReply | null> {
  const logoutUrl = session.login.capabilities.logout;
  if (!logoutUrl) return null;
  const reply = await http.get(logoutUrl);
  return parseLogoutReply(reply.body.toString('utf8'), reply.url);
}
