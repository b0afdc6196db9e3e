import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getAgentStats } from './agent-stats-repository';
import { putLead, putProfileLead, listLeadsOfProperty } from './lead-repository';
import { getMessage, getUnreadMessageCount } from './message-repository';
import { getProperty, putNewProperty } from './property-repository';
import type { TLeadRecord } from './property-records';
import { makeListingLead, makeMessage, makeProfile, makeProperty, makeUser } from './testing/make-records';
import { createUserWithProfile } from './user-repository';

const { deps } = createTestDeps();
const { db } = deps;

describe('lead repository', () => {
  it('writes a lead with its conversation and counters, and lists the leads of a listing newest first', async () => {
    const property = makeProperty();
    await putNewProperty(db, property);
    const older = makeListingLead(property, { createdAt: '2026-06-01T10:00:00.000Z' });
    const newer = makeListingLead(property, { createdAt: '2026-06-01T11:00:00.000Z', senderUserId: ulid() });
    for (const lead of [older, newer]) await putLead(db, lead, makeMessage(lead));
    expect(await listLeadsOfProperty(db, property.id)).toEqual([newer, older]);
    expect(await getMessage(db, newer.id)).toEqual(makeMessage(newer));
    expect((await getProperty(db, property.id))?.leadCount).toBe(2);
    expect((await getAgentStats(db, property.userId)).totalLeads).toBe(2);
    expect(await getUnreadMessageCount(db, property.userId)).toBe(2);
  });

  it('refuses a lead about a draft or missing listing with a 404 and writes nothing', async () => {
    const draft = makeProperty({ status: 'draft' });
    await putNewProperty(db, draft);
    const lead = makeListingLead(draft);
    await expect(putLead(db, lead, makeMessage(lead))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Property Not Found' });
    expect(await listLeadsOfProperty(db, draft.id)).toEqual([]);
    expect(await getMessage(db, lead.id)).toBeNull();
    expect(await getAgentStats(db, draft.userId)).toEqual({ activeListings: 0, totalViews: 0, totalLeads: 0 });
  });

  it('takes a profile lead for an agent, and refuses one for a buyer', async () => {
    const agent = makeUser();
    const buyer = makeUser();
    await createUserWithProfile(db, agent, makeProfile(agent.id, { role: 'AGENT' }));
    await createUserWithProfile(db, buyer, makeProfile(buyer.id, { role: 'BUYER' }));
    const leadFor = (agentId: string): TLeadRecord => ({
      ...makeListingLead(makeProperty({ userId: agentId })),
      source: 'profile',
      listingId: null,
      listingTitle: null,
    });
    const toAgent = leadFor(agent.id);
    await putProfileLead(db, toAgent, makeMessage(toAgent, { source: 'profile' }), 'Agent Not Found');
    expect(await getMessage(db, toAgent.id)).toMatchObject({ id: toAgent.id, agentId: agent.id, source: 'profile' });
    const toBuyer = leadFor(buyer.id);
    await expect(putProfileLead(db, toBuyer, makeMessage(toBuyer), 'Agent Not Found')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Agent Not Found' });
    expect(await getMessage(db, toBuyer.id)).toBeNull();
  });
});
