import { memberRoleOf } from './mls-membership';

const listing = (raw: Record<string, unknown>) => ({ raw });

describe('memberRoleOf: whose listing it is', () => {
  const agent = { agentMlsId: 'ATX-A-7412', officeMlsId: null };

  it('names the member as list agent by ListAgentMlsId or ListAgentKey, without case or spaces mattering', () => {
    expect(memberRoleOf(agent, listing({ ListAgentMlsId: 'ATX-A-7412' }))).toBe('list-agent');
    expect(memberRoleOf(agent, listing({ ListAgentKey: ' atx-a-7412 ' }))).toBe('list-agent');
  });

  it('names the member as co-list agent', () => {
    expect(memberRoleOf(agent, listing({ ListAgentMlsId: 'ATX-A-1', CoListAgentMlsId: 'ATX-A-7412' }))).toBe('co-list-agent');
    expect(memberRoleOf(agent, listing({ CoListAgentKey: 'ATX-A-7412' }))).toBe('co-list-agent');
  });

  it('answers null for another member’s listing, and for a listing that names nobody', () => {
    expect(memberRoleOf(agent, listing({ ListAgentMlsId: 'ATX-A-7413', ListOfficeMlsId: 'ATX-O-0900' }))).toBeNull();
    expect(memberRoleOf(agent, listing({}))).toBeNull();
  });

  it('gives a broker their office’s listings, list or co-list office', () => {
    const broker = { agentMlsId: null, officeMlsId: 'ATX-O-0900' };
    expect(memberRoleOf(broker, listing({ ListAgentMlsId: 'ATX-A-1', ListOfficeMlsId: 'ATX-O-0900' }))).toBe('office');
    expect(memberRoleOf(broker, listing({ ListOfficeKey: 'OF1', CoListOfficeKey: 'atx-o-0900' }))).toBe('office');
    expect(memberRoleOf(broker, listing({ ListOfficeMlsId: 'ATX-O-0901' }))).toBeNull();
  });

  it('imports nothing as theirs for a configuration without an identity (stored before members existed)', () => {
    expect(memberRoleOf({ agentMlsId: null, officeMlsId: null }, listing({ ListAgentMlsId: '', ListOfficeMlsId: '' }))).toBeNull();
  });
});
