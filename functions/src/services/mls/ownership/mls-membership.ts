import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TMlsListing, TMlsMemberCriteria } from '../../../adapters/mls/mls-client';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';

export type { TMlsMemberRole };

/** The Data Dictionary fields that name a listing's agents and offices, both the MLS id and the key (MLSs fill one or both). */
const AGENT_FIELDS: Record<Exclude<TMlsMemberRole, 'office'>, readonly string[]> = {
  'list-agent': ['ListAgentMlsId', 'ListAgentKey'],
  'co-list-agent': ['CoListAgentMlsId', 'CoListAgentKey'],
};
const OFFICE_FIELDS = ['ListOfficeMlsId', 'ListOfficeKey', 'CoListOfficeMlsId', 'CoListOfficeKey'] as const;

/** An MLS id as ids compare: trimmed, upper case; null for none. */
export const normalized = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().toUpperCase() || null : null;

/**
 * Whose listing it is, for one configuration: the member's role on it, or null when it is another
 * member's (counted "not yours" and left out). Read from the record as the MLS sent it (`raw`, Data
 * Dictionary names); MLS ids compare without case or surrounding spaces.
 */
export function memberRoleOf(config: Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>, listing: Pick<TMlsListing, 'raw'>): TMlsMemberRole | null {
  const agent = normalized(config.agentMlsId);
  const office = normalized(config.officeMlsId);
  const names = (fields: readonly string[], id: string | null) => id !== null && fields.some((field) => normalized(listing.raw[field]) === id);
  if (names(AGENT_FIELDS['list-agent'], agent)) return 'list-agent';
  if (names(AGENT_FIELDS['co-list-agent'], agent)) return 'co-list-agent';
  if (names(OFFICE_FIELDS, office)) return 'office';
  return null;
}

/** The configuration's MLS id its `role` is matched on (normalized), for telling two accounts naming one member apart. */
export const memberIdOf = (config: Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>, role: TMlsMemberRole): string | null =>
  normalized(role === 'office' ? config.officeMlsId : config.agentMlsId);

/**
 * The same rule as a server-side query: each field memberRoleOf reads, with the member's id as typed and
 * upper-cased (memberRoleOf ignores case; OData `eq` does not). Test asks the server to count by it.
 */
export function memberCriteriaOf(config: Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>): TMlsMemberCriteria {
  const spellings = (id: string | null) => {
    const trimmed = id?.trim() ?? '';
    return trimmed === '' ? [] : [...new Set([trimmed, trimmed.toUpperCase()])];
  };
  const agentFields = [...AGENT_FIELDS['list-agent'], ...AGENT_FIELDS['co-list-agent']];
  return [
    ...spellings(config.agentMlsId).flatMap((value) => agentFields.map((field) => ({ field, value }))),
    ...spellings(config.officeMlsId).flatMap((value) => OFFICE_FIELDS.map((field) => ({ field, value }))),
  ];
}
