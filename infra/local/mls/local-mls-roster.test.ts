import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_MLS_MEMBER_WITHOUT_EMAIL, LOCAL_MLS_MEMBERS, LOCAL_MLS_OFFICE, LOCAL_MLS_OFFICE_WITHOUT_EMAIL } from './local-mls-members';
import { startLocalMls, type TLocalMls } from './local-mls-server';

let dataDir: string;
let server: TLocalMls;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-mls-roster-'));
  server = await startLocalMls({ port: 0, dataDir, listingCount: 300, requestsPerSecond: null });
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type TAnswer = { status: number; body: { value: Record<string, unknown>[]; error?: { message: string } } };
const query = async (resource: string, options: Record<string, string>): Promise<TAnswer> => {
  const search = new URLSearchParams(options).toString().replace(/\+/g, '%20');
  // One page holds the whole roster of a 300-listing catalogue.
  const response = await fetch(`${server.serviceRoot}/${resource}?${search}`, {
    headers: { authorization: `Bearer ${server.bearerToken}`, prefer: 'odata.maxpagesize=1000' },
  });
  return { status: response.status, body: (await response.json()) as TAnswer['body'] };
};

describe('the local MLS roster (RESO Member and Office)', () => {
  it('names the demo members with the demo accounts’ e-mails, found by MemberMlsId or MemberKey, and only the fields selected', async () => {
    const { demoAgent, demoAgent2 } = LOCAL_MLS_MEMBERS;
    const answer = await query('Member', {
      $filter: `MemberMlsId eq '${demoAgent.mlsId}' or MemberKey eq '${demoAgent2.key}'`,
      $select: 'MemberMlsId,MemberEmail,OfficeMlsId',
      $orderby: 'MemberMlsId',
    });
    expect(answer.body.value).toEqual([
      { MemberMlsId: demoAgent.mlsId, MemberEmail: 'agent@demo.openhouse.market', OfficeMlsId: LOCAL_MLS_OFFICE.mlsId },
      { MemberMlsId: demoAgent2.mlsId, MemberEmail: 'agent2@demo.openhouse.market', OfficeMlsId: LOCAL_MLS_OFFICE.mlsId },
    ]);
    const paperless = await query('Member', { $filter: `MemberMlsId eq '${LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId}'`, $top: '1' });
    expect(paperless.body.value).toEqual([
      expect.objectContaining({ MemberKey: LOCAL_MLS_MEMBER_WITHOUT_EMAIL.key, MemberEmail: null, OfficeMlsId: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.mlsId }),
    ]);
  });

  it('makes every agent and office the listings name a member or office, at an undeliverable address', async () => {
    const listings = [...server.listings()];
    const agentIds = new Set(listings.map((listing) => String(listing.ListAgentMlsId)));
    const officeIds = new Set(listings.map((listing) => String(listing.ListOfficeMlsId)));
    const members = (await query('Member', { $top: '1000' })).body.value;
    const offices = (await query('Office', { $top: '1000' })).body.value;
    const memberIds = new Set(members.map((member) => member.MemberMlsId));
    expect([...agentIds].every((id) => memberIds.has(id))).toBe(true);
    expect([...officeIds].every((id) => offices.some((office) => office.OfficeMlsId === id))).toBe(true);
    const stranger = members.find((member) => member.MemberMlsId === [...agentIds].find((id) => !id.startsWith('ATX-A-7')));
    expect(stranger?.MemberEmail).toBe(`${String(stranger?.MemberMlsId)}@members.austin-mls.invalid`);
    expect(
      offices.filter((office) => office.OfficeMlsId !== LOCAL_MLS_OFFICE_WITHOUT_EMAIL.mlsId).every((office) => typeof office.OfficeEmail === 'string'),
    ).toBe(true);
  });

  it('gives the demo office its broker’s e-mail, and the test office none but a broker who has one', async () => {
    const answer = await query('Office', {
      $filter: `OfficeMlsId eq '${LOCAL_MLS_OFFICE.mlsId}' or OfficeKey eq '${LOCAL_MLS_OFFICE_WITHOUT_EMAIL.key}'`,
      $select: 'OfficeMlsId,OfficeName,OfficeEmail,OfficeBrokerMlsId',
      $orderby: 'OfficeMlsId',
    });
    expect(answer.body.value).toEqual([
      {
        OfficeMlsId: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.mlsId,
        OfficeName: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.name,
        OfficeEmail: null,
        OfficeBrokerMlsId: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.broker.mlsId,
      },
      { OfficeMlsId: LOCAL_MLS_OFFICE.mlsId, OfficeName: LOCAL_MLS_OFFICE.name, OfficeEmail: 'broker@demo.openhouse.market', OfficeBrokerMlsId: null },
    ]);
    const broker = await query('Member', { $filter: `MemberMlsId eq '${LOCAL_MLS_OFFICE_WITHOUT_EMAIL.broker.mlsId}'`, $select: 'MemberEmail' });
    expect(broker.body.value).toEqual([{ MemberEmail: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.broker.email }]);
  });

  it('declares Member and Office in $metadata, and asks for a token like the other resources', async () => {
    const metadata = await (await fetch(server.metadataUrl, { headers: { authorization: `Bearer ${server.bearerToken}` } })).text();
    expect(metadata).toContain('<EntitySet Name="Member" EntityType="org.reso.metadata.Member"/>');
    expect(metadata).toContain('<EntitySet Name="Office" EntityType="org.reso.metadata.Office"/>');
    expect(metadata).toMatch(
      /<EntityType Name="Member">\s*<Key><PropertyRef Name="MemberKey"\/><\/Key>[\s\S]*<Property Name="MemberEmail" Type="Edm.String"\/>/,
    );
    expect(metadata).toMatch(/<EntityType Name="Office">[\s\S]*<Property Name="OfficeBrokerMlsId" Type="Edm.String"\/>/);
    expect((await fetch(`${server.serviceRoot}/Member`)).status).toBe(401);
    expect((await query('Agent', {})).status).toBe(404);
  });
});
