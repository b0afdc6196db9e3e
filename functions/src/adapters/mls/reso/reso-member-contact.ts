import { ZEmailSchema } from '@shared/schemas/fields.schema';
import { MlsError, type TMlsMemberContact } from '../mls-client';
import { buildUrl, resoGet, type TResoHttpDeps } from './reso-http';

type TRecord = Record<string, unknown>;
type TMemberRef = { kind: 'agent' | 'office'; mlsId: string };

/** Statuses that mean "no such resource here, or not for you": the lookup is unsupported, not failed. */
const UNSUPPORTED_STATUSES = new Set([400, 403, 404, 405, 501]);

/**
 * How each kind is looked up: the Data Dictionary resource, the fields that name it (MLS id and key: MLSs
 * fill one or both), the fields read back, and where its name and e-mail are.
 */
const LOOKUPS = {
  agent: {
    resource: 'Member',
    idFields: ['MemberMlsId', 'MemberKey'],
    select: 'MemberKey,MemberMlsId,MemberFullName,MemberEmail',
    name: 'MemberFullName',
    email: 'MemberEmail',
  },
  office: {
    resource: 'Office',
    idFields: ['OfficeMlsId', 'OfficeKey'],
    select: 'OfficeKey,OfficeMlsId,OfficeName,OfficeEmail,OfficeBrokerMlsId',
    name: 'OfficeName',
    email: 'OfficeEmail',
  },
} as const;

/**
 * The MLS's own word on a member or office (TMlsClient.findMemberContact), read from the RESO Member or Office
 * resource with one `$top=1` request through the connection's HTTP (token, pacing, egress guard):
 * 1. ask for the id as given and upper-cased (as memberCriteriaOf does; OData `eq` minds case), as MLS id or key
 * 2. no record is not-found; a 400/403/404/405/501 or a reply that is not OData JSON is unsupported
 * 3. an office with no e-mail of its own but a broker (OfficeBrokerMlsId) answers with its broker's e-mail.
 * An e-mail is checked as our accounts' are (ZEmailSchema) and answered as the MLS wrote it, trimmed (comparing
 * it with an account's, without case, is the caller's); one that is not an address is none.
 * Other failures (the server down, credentials refused) are MlsErrors, as for every request.
 */
export async function findResoMemberContact(connection: { http: TResoHttpDeps; serviceRoot: string }, member: TMemberRef): Promise<TMlsMemberContact> {
  const found = await lookUp(connection, member);
  if (found.status !== 'record') return found;
  const lookup = LOOKUPS[member.kind];
  const name = text(found.record[lookup.name]);
  const email = emailOf(found.record[lookup.email]);
  const brokerMlsId = member.kind === 'office' ? text(found.record.OfficeBrokerMlsId) : null;
  if (email !== null || brokerMlsId === null) return { status: 'found', email, name };
  const broker = await lookUp(connection, { kind: 'agent', mlsId: brokerMlsId });
  return { status: 'found', email: broker.status === 'record' ? emailOf(broker.record.MemberEmail) : null, name };
}

type TLookup = { status: 'record'; record: TRecord } | Exclude<TMlsMemberContact, { status: 'found' }>;

async function lookUp({ http, serviceRoot }: { http: TResoHttpDeps; serviceRoot: string }, member: TMemberRef): Promise<TLookup> {
  const lookup = LOOKUPS[member.kind];
  const trimmed = member.mlsId.trim();
  if (trimmed === '') return { status: 'not-found' };
  const spellings = [...new Set([trimmed, trimmed.toUpperCase()])];
  const filter = spellings.flatMap((id) => lookup.idFields.map((field) => `${field} eq '${id.replace(/'/g, "''")}'`)).join(' or ');
  const url = buildUrl(`${serviceRoot}/${lookup.resource}`, { $filter: filter, $select: lookup.select, $top: '1' });
  let body: unknown;
  try {
    body = JSON.parse((await resoGet(http, url)).text);
  } catch (error) {
    if (error instanceof SyntaxError) return unsupported(lookup.resource, 'its answer was not JSON');
    if (error instanceof MlsError && error.details.status !== undefined && UNSUPPORTED_STATUSES.has(error.details.status)) {
      return unsupported(lookup.resource, `it answered ${error.details.status} when asked for one`);
    }
    throw error;
  }
  const value = body && typeof body === 'object' ? (body as TRecord).value : undefined;
  if (!Array.isArray(value)) return unsupported(lookup.resource, 'its answer held no value list');
  const record: unknown = value[0];
  return record && typeof record === 'object' ? { status: 'record', record: record as TRecord } : { status: 'not-found' };
}

const unsupported = (resource: string, why: string): TLookup => ({
  status: 'unsupported',
  message: `The MLS server does not offer its ${resource} resource: ${why}`,
});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const emailOf = (value: unknown): string | null => {
  const email = text(value);
  return email !== null && ZEmailSchema.safeParse(email).success ? email : null;
};
