import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { findConfirmedBrokerages, getBrokerage, getBrokerageWithMemberships, getMembership, transitionMembership } from './brokerage-repository';
import { claimBrokerageName, expectNoBrokerage, releaseBrokerageName, requestMembership, withdrawMembership, type TBrokerageWrite } from './brokerage-writes';
import { conditionalWrite } from './conditional-write';

const { deps } = createTestDeps();
const { db } = deps;
const send = (writes: TBrokerageWrite[]) => conditionalWrite(db, new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));

describe('brokerage repository', () => {
  it('claims a name for its first broker only, matching names case- and space-insensitively', async () => {
    const name = `Lone Star ${ulid()}`;
    const [broker, rival] = [ulid(), ulid()];
    expect(await send([claimBrokerageName(db.tableName, { brokerageName: ` ${name} `, brokerId: broker, now: 'T1' }, 'taken')])).toMatchObject({
      written: true,
    });
    expect(await getBrokerage(db, name.toUpperCase().replace(' ', '   '))).toEqual({ name, brokerId: broker, createdAt: 'T1' });
    expect(await send([claimBrokerageName(db.tableName, { brokerageName: name, brokerId: rival, now: 'T2' }, 'taken')])).toEqual({
      written: false,
      failedItems: [0],
    });
    expect(await send([expectNoBrokerage(db.tableName, name, 'exists')])).toEqual({ written: false, failedItems: [0] });
    expect(await send([releaseBrokerageName(db.tableName, { brokerageName: name, brokerId: rival }, 'not yours')])).toEqual({
      written: false,
      failedItems: [0],
    });
    await send([releaseBrokerageName(db.tableName, { brokerageName: name, brokerId: broker }, 'not yours')]);
    expect(await getBrokerage(db, name)).toBeNull();
  });

  it('moves a membership only from the state it is in and only for the broker it was asked of', async () => {
    const name = `Hill Country ${ulid()}`;
    const [broker, agent, stranger] = [ulid(), ulid(), ulid()];
    await send([claimBrokerageName(db.tableName, { brokerageName: name, brokerId: broker, now: 'T1' }, 'taken')]);
    expect(await send(requestMembership(db.tableName, { brokerageName: name, agentId: agent, brokerId: broker, now: 'T2' }, 'changed'))).toMatchObject({
      written: true,
    });
    const pending = { agentId: agent, brokerId: broker, status: 'pending', requestedAt: 'T2', decidedAt: null };
    expect(await getMembership(db, name, agent)).toEqual(pending);
    expect(await getBrokerageWithMemberships(db, name)).toEqual({ brokerage: { name, brokerId: broker, createdAt: 'T1' }, memberships: [pending] });

    const move: Parameters<typeof transitionMembership>[1] = {
      brokerageName: name,
      agentId: agent,
      brokerId: broker,
      from: 'pending',
      to: 'approved',
      now: 'T3',
    };
    expect(await transitionMembership(db, { ...move, brokerId: stranger })).toBe('missing');
    expect(await transitionMembership(db, { ...move, agentId: stranger })).toBe('missing');
    expect(await transitionMembership(db, move)).toBe('changed');
    expect(await transitionMembership(db, move)).toBe('not-allowed');
    expect(await getMembership(db, name, agent)).toEqual({ ...pending, status: 'approved', decidedAt: 'T3' });

    expect(
      await findConfirmedBrokerages(db, [
        { userId: broker, brokerageName: name },
        { userId: agent, brokerageName: name },
        { userId: stranger, brokerageName: name },
      ]),
    ).toEqual(new Set([broker, agent]));
    await send([withdrawMembership(db.tableName, { brokerageName: name, agentId: agent }, 'changed')]);
    expect(await getMembership(db, name, agent)).toBeNull();
    expect(await getBrokerageWithMemberships(db, `Nobody ${ulid()}`)).toEqual({ brokerage: null, memberships: [] });
  });

  it('refuses a membership request once the name changed hands', async () => {
    const name = `Pecan Realty ${ulid()}`;
    const [broker, agent] = [ulid(), ulid()];
    await send([claimBrokerageName(db.tableName, { brokerageName: name, brokerId: broker, now: 'T1' }, 'taken')]);
    expect(await send(requestMembership(db.tableName, { brokerageName: name, agentId: agent, brokerId: ulid(), now: 'T2' }, 'changed'))).toEqual({
      written: false,
      failedItems: [0],
    });
    expect(await getMembership(db, name, agent)).toBeNull();
  });
});
