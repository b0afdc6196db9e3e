import type { TDdRecord } from './generate-listings';
import {
  LOCAL_MLS_MEMBER_WITHOUT_EMAIL,
  LOCAL_MLS_MEMBERS,
  LOCAL_MLS_OFFICE,
  LOCAL_MLS_OFFICE_WITHOUT_EMAIL,
  localMlsMemberEmail,
  localMlsOfficeEmail,
} from './local-mls-members';

/** RESO Data Dictionary Member and Office records, as the local MLS serves them. */
export type TLocalMlsMember = {
  MemberKey: string;
  MemberMlsId: string;
  MemberFullName: string | null;
  MemberEmail: string | null;
  OfficeKey: string | null;
  OfficeMlsId: string | null;
  ModificationTimestamp: string;
};
export type TLocalMlsOffice = {
  OfficeKey: string;
  OfficeMlsId: string;
  OfficeName: string | null;
  OfficeEmail: string | null;
  OfficeBrokerMlsId: string | null;
  OfficeBrokerKey: string | null;
  ModificationTimestamp: string;
};

export type TLocalMlsRoster = { members: TLocalMlsMember[]; offices: TLocalMlsOffice[] };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The MLS's roster: every agent and office the listings name (the first listing naming one, in ListingKey
 * order, gives its name and office; the first agent seen in an office is its broker), with the demo accounts'
 * own e-mails for the demo members and undeliverable ones for the rest, plus the two test entries that list
 * nothing. Derived, not stored, so catalogues stored before the roster existed have one; `modifiedAt` (the
 * catalogue's generation time) keeps ModificationTimestamp steady across restarts.
 */
export function localMlsRoster(listings: readonly TDdRecord[], modifiedAt: string): TLocalMlsRoster {
  const members = new Map<string, TLocalMlsMember>();
  const offices = new Map<string, TLocalMlsOffice>();
  const addMember = (member: Omit<TLocalMlsMember, 'ModificationTimestamp'>) => {
    if (!members.has(member.MemberMlsId)) members.set(member.MemberMlsId, { ...member, ModificationTimestamp: modifiedAt });
  };
  const addOffice = (office: Omit<TLocalMlsOffice, 'ModificationTimestamp'>) => {
    if (!offices.has(office.OfficeMlsId)) offices.set(office.OfficeMlsId, { ...office, ModificationTimestamp: modifiedAt });
  };

  const demoOffice = { OfficeKey: LOCAL_MLS_OFFICE.key, OfficeMlsId: LOCAL_MLS_OFFICE.mlsId };
  for (const member of Object.values(LOCAL_MLS_MEMBERS))
    addMember({ MemberKey: member.key, MemberMlsId: member.mlsId, MemberFullName: member.fullName, MemberEmail: member.email, ...demoOffice });
  addOffice({ ...demoOffice, OfficeName: LOCAL_MLS_OFFICE.name, OfficeEmail: LOCAL_MLS_OFFICE.email, OfficeBrokerMlsId: null, OfficeBrokerKey: null });
  const { broker, ...testOffice } = LOCAL_MLS_OFFICE_WITHOUT_EMAIL;
  const testOfficeIds = { OfficeKey: testOffice.key, OfficeMlsId: testOffice.mlsId };
  addMember({ MemberKey: broker.key, MemberMlsId: broker.mlsId, MemberFullName: broker.fullName, MemberEmail: broker.email, ...testOfficeIds });
  const paperless = LOCAL_MLS_MEMBER_WITHOUT_EMAIL;
  addMember({ MemberKey: paperless.key, MemberMlsId: paperless.mlsId, MemberFullName: paperless.fullName, MemberEmail: null, ...testOfficeIds });
  addOffice({ ...testOfficeIds, OfficeName: testOffice.name, OfficeEmail: null, OfficeBrokerMlsId: broker.mlsId, OfficeBrokerKey: broker.key });

  for (const listing of [...listings].sort((a, b) => a.ListingKey.localeCompare(b.ListingKey))) {
    const officeMlsId = text(listing.ListOfficeMlsId);
    const officeKey = text(listing.ListOfficeKey);
    const agentMlsId = text(listing.ListAgentMlsId);
    const agentKey = text(listing.ListAgentKey);
    if (agentMlsId && agentKey)
      addMember({
        MemberKey: agentKey,
        MemberMlsId: agentMlsId,
        MemberFullName: text(listing.ListAgentFullName),
        MemberEmail: localMlsMemberEmail(agentMlsId),
        OfficeKey: officeKey,
        OfficeMlsId: officeMlsId,
      });
    if (officeMlsId && officeKey) {
      addOffice({
        OfficeKey: officeKey,
        OfficeMlsId: officeMlsId,
        OfficeName: text(listing.ListOfficeName),
        OfficeEmail: localMlsOfficeEmail(officeMlsId),
        OfficeBrokerMlsId: agentMlsId,
        OfficeBrokerKey: agentMlsId ? agentKey : null,
      });
    }
  }
  return {
    members: [...members.values()].sort((a, b) => a.MemberMlsId.localeCompare(b.MemberMlsId)),
    offices: [...offices.values()].sort((a, b) => a.OfficeMlsId.localeCompare(b.OfficeMlsId)),
  };
}
