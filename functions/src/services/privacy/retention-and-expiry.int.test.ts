import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATION_RETENTION_DAYS } from '@shared/constants/privacy';
import { ulid } from 'ulid';
import { signUpAs } from '../../../test/accounts';
import { createTestDeps } from '../../../test/test-deps';
import { batchPutItems } from '../../data/batch-items';
import { getLeadPipeline, leadPipelineEntity } from '../../data/lead-pipeline-repository';
import { messageEntity, newMessageFor } from '../../data/message-records';
import { putNotificationOnce } from '../../data/notification-repository';
import { leadEntity } from '../../data/property-records';
import { teamLeadEntity } from '../../data/team-lead-records';
import { getTeamLead } from '../../data/team-lead-repository';
import { queryAllItems } from '../../data/query-pages';
import { toEpochSeconds } from '../../data/table';
import { makeListingLead, makeProperty } from '../../data/testing/make-records';
import * as keys from '../../data/keys';
import { hashSessionToken } from '../auth/session-token';
import { applyLeadRetention, monthsBetween } from './apply-lead-retention';

const DAY = 86_400_000;

describe('the retention pass', () => {
  it('removes the details of leads whose last activity is past the period, and keeps recent ones and ones the agent worked on since', async () => {
    // A clock in 2021 with a one-year period: only leads of early 2020 are old, far from anything other tests store.
    const { deps } = createTestDeps(new Date('2021-06-01T03:00:00Z'));
    const property = makeProperty({ title: 'Retention ranch' });
    const at = (iso: string) => ({ id: ulid(Date.parse(iso)), createdAt: iso });
    const old = makeListingLead(property, {
      ...at('2020-02-10T10:00:00Z'),
      name: 'Old Olga',
      email: 'old.olga@example.test',
      phone: '512-555-0101',
      message: 'Still for sale?',
    });
    const worked = makeListingLead(property, { ...at('2020-03-10T10:00:00Z'), name: 'Worked Walt', email: 'worked.walt@example.test' });
    const recent = makeListingLead(property, { ...at('2021-03-10T10:00:00Z'), name: 'Recent Rae', email: 'recent.rae@example.test' });
    await batchPutItems(deps.db, [
      ...[old, worked, recent].flatMap((lead) => [leadEntity.toItem(lead), messageEntity.toItem(newMessageFor(lead))]),
      leadPipelineEntity.toItem({
        agentId: worked.agentId,
        leadId: worked.id,
        status: 'contacted',
        notes: 'Called Walt',
        nextFollowUp: null,
        updatedAt: '2021-01-15T10:00:00Z',
      }),
    ]);

    expect(await applyLeadRetention(deps, { retentionDays: 365 })).toEqual({ removed: 1, kept: 1 });

    const read = async (lead: typeof old) =>
      leadEntity.parse((await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: leadEntity.key(lead) }))).Item!);
    expect(await read(old)).toMatchObject({
      name: '',
      email: '',
      phone: null,
      message: null,
      removal: { reason: 'retention', at: '2021-06-01T03:00:00.000Z' },
    });
    expect(await read(worked)).toMatchObject({ name: 'Worked Walt', email: 'worked.walt@example.test' });
    expect((await read(worked)).removal ?? null).toBeNull();
    expect(await read(recent)).toMatchObject({ name: 'Recent Rae' });
    const message = await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: keys.message(old.id) }));
    expect(message.Item).toMatchObject({ fromName: 'Removed after the retention period', email: '', body: '' });

    // Idempotent: a removed lead left the month index, so a second pass finds nothing more to do.
    expect(await applyLeadRetention(deps, { retentionDays: 365 })).toEqual({ removed: 0, kept: 1 });
  });

  it("counts a pooled lead's holders' work as its activity, and blanks every holder's notes when it goes", async () => {
    const { deps } = createTestDeps(new Date('2021-06-01T03:00:00Z'));
    const property = makeProperty({ title: 'Pooled ranch' });
    const at = (iso: string) => ({ id: ulid(Date.parse(iso)), createdAt: iso });
    const worked = makeListingLead(property, { ...at('2020-04-10T10:00:00Z'), name: 'Held Hana', email: 'held.hana@example.test' });
    const idle = makeListingLead(property, { ...at('2020-04-11T10:00:00Z'), name: 'Idle Ivo', email: 'idle.ivo@example.test' });
    const [brokerId, pastHolder, holder] = [ulid(), ulid(), ulid()];
    const pooled = (lead: typeof worked) =>
      teamLeadEntity.toItem({
        leadId: lead.id,
        brokerId,
        originAgentId: lead.agentId,
        holderId: holder,
        heldSince: '2020-05-01T10:00:00Z',
        createdAt: lead.createdAt,
        lead: {
          id: lead.id,
          source: 'listing',
          name: lead.name,
          email: lead.email,
          phone: null,
          message: null,
          listingTitle: property.title,
          answers: [],
          score: 10,
          createdAt: lead.createdAt,
        },
        history: [
          { action: 'claimed', at: '2020-04-12T10:00:00Z', toId: pastHolder, byId: pastHolder },
          { action: 'assigned', at: '2020-05-01T10:00:00Z', toId: holder, byId: brokerId },
        ],
      });
    const state = (agentId: string, leadId: string, updatedAt: string) =>
      leadPipelineEntity.toItem({ agentId, leadId, status: 'contacted', notes: `Called about ${leadId}`, nextFollowUp: null, updatedAt });
    await batchPutItems(deps.db, [
      ...[worked, idle].flatMap((lead) => [leadEntity.toItem(lead), messageEntity.toItem(newMessageFor(lead)), pooled(lead)]),
      state(holder, worked.id, '2021-02-01T10:00:00Z'),
      state(pastHolder, idle.id, '2020-04-20T10:00:00Z'),
      state(holder, idle.id, '2020-05-02T10:00:00Z'),
    ]);

    await applyLeadRetention(deps, { retentionDays: 365 });

    const notesOf = async (agentId: string, leadId: string) => (await getLeadPipeline(deps.db, agentId, leadId))?.notes;
    expect(await notesOf(holder, worked.id)).toBe(`Called about ${worked.id}`);
    expect((await getTeamLead(deps.db, worked.id))?.lead.name).toBe('Held Hana');
    expect(await notesOf(pastHolder, idle.id)).toBeNull();
    expect(await notesOf(holder, idle.id)).toBeNull();
    expect((await getTeamLead(deps.db, idle.id))?.lead.name).toBe('Removed after the retention period');
  });

  it('reads every month from the first to the cut-off', () => {
    expect(monthsBetween('2020-11', '2021-02')).toEqual(['2020-11', '2020-12', '2021-01', '2021-02']);
    expect(monthsBetween('2020-01', '2020-01')).toEqual(['2020-01']);
  });
});

describe('DynamoDB TTL', () => {
  it(`sets expiresAt (epoch seconds) on a notification, ${NOTIFICATION_RETENTION_DAYS} days after it was made`, async () => {
    const { deps } = createTestDeps();
    const userId = ulid();
    const createdAt = '2026-06-01T12:00:00.000Z';
    await putNotificationOnce(deps.db, `ttl#${userId}`, { userId, id: ulid(), kind: 'lead', title: 'New lead', body: 'Someone', link: '/leads', createdAt });
    const [notification] = await queryAllItems(deps.db, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': keys.notificationPrefix },
    });
    expect(notification!.expiresAt).toBe(toEpochSeconds(new Date(Date.parse(createdAt) + NOTIFICATION_RETENTION_DAYS * DAY)));
  });

  it('sets expiresAt (epoch seconds, in the future) on a session', async () => {
    const { client } = await signUpAs('BUYER');
    const token = client.jar.get('sid') ?? '';
    expect(token).not.toBe('');
    const { deps } = createTestDeps();
    const session = await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: keys.session(hashSessionToken(decodeURIComponent(token))) }));
    expect(typeof session.Item?.expiresAt).toBe('number');
    expect(session.Item!.expiresAt).toBeGreaterThan(toEpochSeconds(new Date()));
  });
});
