import type { TDdRecord } from './generate-listings';

/**
 * The members and offices of the local MLS that the demo accounts are: each with a few dozen listings
 * of their own among the thousands of other offices' (and a few co-listed), so a demo sync brings
 * exactly the member's listings. What a person types as "Agent MLS ID" / "Office MLS ID".
 */
export const LOCAL_MLS_OFFICE = { mlsId: 'ATX-O-0900', key: 'OF900', name: 'Lone Star Realty', email: 'broker@demo.openhouse.market' } as const;
export const LOCAL_MLS_MEMBERS = {
  /** Avery Agent (agent@demo.openhouse.market). */
  demoAgent: { mlsId: 'ATX-A-7412', key: 'AG07412', fullName: 'Avery Agent', email: 'agent@demo.openhouse.market' },
  /** Jordan Rivera (agent2@demo.openhouse.market). */
  demoAgent2: { mlsId: 'ATX-A-7558', key: 'AG07558', fullName: 'Jordan Rivera', email: 'agent2@demo.openhouse.market' },
} as const;

/**
 * Where the MLS roster puts every other member's and office's e-mail: `.invalid` is reserved (RFC 2606),
 * so nothing the local runtime sends to a generated member can reach anyone.
 */
export const localMlsMemberEmail = (mlsId: string) => `${mlsId}@members.austin-mls.invalid`;
export const localMlsOfficeEmail = (mlsId: string) => `${mlsId}@offices.austin-mls.invalid`;

/**
 * An office whose roster entry gives no e-mail, only its broker (OfficeBrokerMlsId), who has one: the MLS's
 * word on the office is then its broker's e-mail. It lists nothing; its MLS ids are shorter than generated ones,
 * so they never collide.
 */
export const LOCAL_MLS_OFFICE_WITHOUT_EMAIL = {
  mlsId: 'ATX-O-0001',
  key: 'OF1',
  name: 'Shoal Creek Brokers',
  broker: { mlsId: 'ATX-A-0002', key: 'AG00002', fullName: 'Harper Stone', email: localMlsMemberEmail('ATX-A-0002') },
} as const;

/** A member of that office whose roster entry gives no e-mail (MemberEmail null), as real rosters have. */
export const LOCAL_MLS_MEMBER_WITHOUT_EMAIL = { mlsId: 'ATX-A-0001', key: 'AG00001', fullName: 'Quinn Paperless' } as const;

type TMember = (typeof LOCAL_MLS_MEMBERS)[keyof typeof LOCAL_MLS_MEMBERS];

/**
 * Who lists listing number `n`, decided by the number alone (not by the random draws, so it survives any
 * change to how listings are drawn): the demo agent lists 1–10 and every 100th, the second demo agent
 * 11–16 and every 100th from 50; the demo agent co-lists 12 and 15, the second agent 3, 6 and 9.
 */
export function localMlsMembersOf(n: number): { list: TMember; coList: TMember | null } | null {
  const { demoAgent, demoAgent2 } = LOCAL_MLS_MEMBERS;
  if (n <= 10 || n % 100 === 0) return { list: demoAgent, coList: n === 3 || n === 6 || n === 9 ? demoAgent2 : null };
  if (n <= 16 || n % 100 === 50) return { list: demoAgent2, coList: n === 12 || n === 15 ? demoAgent : null };
  return null;
}

const numberOf = (listingKey: string) => Number(/\d+$/.exec(listingKey)?.[0] ?? Number.NaN);

/**
 * The record with its member fields (RESO ListAgentMlsId/Key, CoListAgent…, ListOffice…): a demo member's
 * listing names them and their office; another's names its drawn agent key and office key as MLS ids too.
 * Records that already carry them are left as they are (catalogues stored before members existed get them).
 */
export function withLocalMlsMembers(record: TDdRecord): TDdRecord {
  if (typeof record.ListAgentMlsId === 'string') return record;
  const members = localMlsMembersOf(numberOf(record.ListingKey));
  if (!members) {
    const agentKey = String(record.ListAgentKey ?? '');
    const officeKey = String(record.ListOfficeKey ?? '');
    return {
      ...record,
      ListAgentMlsId: `ATX-A-${agentKey.replace(/^AG/, '')}`,
      ListOfficeMlsId: `ATX-O-${officeKey.replace(/^OF/, '').padStart(4, '0')}`,
      CoListAgentMlsId: null,
      CoListAgentKey: null,
      CoListAgentFullName: null,
    };
  }
  const { list, coList } = members;
  return {
    ...record,
    ListAgentMlsId: list.mlsId,
    ListAgentKey: list.key,
    ListAgentFullName: list.fullName,
    CoListAgentMlsId: coList?.mlsId ?? null,
    CoListAgentKey: coList?.key ?? null,
    CoListAgentFullName: coList?.fullName ?? null,
    ListOfficeMlsId: LOCAL_MLS_OFFICE.mlsId,
    ListOfficeKey: LOCAL_MLS_OFFICE.key,
    ListOfficeName: LOCAL_MLS_OFFICE.name,
  };
}
