import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getAgentSummaries } from './agent-summary-repository';
import { claimBrokerageName } from './brokerage-writes';
import { makeProfile, makeUser } from './testing/make-records';
import { createUserWithProfile } from './user-repository';

const { deps } = createTestDeps();
const { db } = deps;

describe('agent summary repository', () => {
  it('answers card details, naming a brokerage only when it is confirmed', async () => {
    const brokerageName = `Bluebonnet ${ulid()}`;
    const broker = makeUser({ profileImageUrl: '/photos/broker.png' });
    const agent = makeUser();
    const claim = claimBrokerageName(db.tableName, { brokerageName, brokerId: broker.id, now: 'T1' }, 'taken');
    await createUserWithProfile(db, broker, makeProfile(broker.id, { role: 'BROKER', displayName: 'Bo Broker', brokerageName }), [claim]);
    await createUserWithProfile(db, agent, makeProfile(agent.id, { displayName: 'Al Agent', avatarUrl: '/photos/al.png', brokerageName }));

    const summaries = await getAgentSummaries(db, [broker.id, agent.id, broker.id, ulid()]);
    expect(summaries).toEqual(
      new Map([
        [broker.id, { id: broker.id, name: 'Bo Broker', photoUrl: '/photos/broker.png', brokerageName, role: 'BROKER' }],
        [agent.id, { id: agent.id, name: 'Al Agent', photoUrl: '/photos/al.png', brokerageName: null, role: 'AGENT' }],
      ]),
    );
    expect(await getAgentSummaries(db, [])).toEqual(new Map());
  });
});
