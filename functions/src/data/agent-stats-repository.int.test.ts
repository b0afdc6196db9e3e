import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { countOpenHousesHeldByAgent, countUpcomingOpenHousesOfAgent, getAgentStats } from './agent-stats-repository';
import { putNewProperty } from './property-repository';
import { openHouseEntity } from './property-records';
import { makeOpenHouse, makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;
const NOW = new Date('2026-06-01T12:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('agent stats repository', () => {
  it('answers zeros for an agent nothing was counted for, and the counters the listing writes move', async () => {
    expect(await getAgentStats(db, ulid())).toEqual({ activeListings: 0, totalViews: 0, totalLeads: 0 });
    const userId = ulid();
    await putNewProperty(db, makeProperty({ userId }));
    await putNewProperty(db, makeProperty({ userId, status: 'draft' }));
    expect(await getAgentStats(db, userId)).toEqual({ activeListings: 1, totalViews: 0, totalLeads: 0 });
  });

  it("counts an agent's open houses still to end and those already held", async () => {
    const property = makeProperty();
    // Past open houses cannot be added through the listing's writes: they are put directly.
    for (const hours of [-72, -26, -1, 48]) {
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: openHouseEntity.toItem(makeOpenHouse(property, hoursFromNow(hours))) }));
    }
    expect(await countUpcomingOpenHousesOfAgent(db, property.userId, NOW)).toBe(2);
    expect(await countOpenHousesHeldByAgent(db, property.userId, NOW)).toBe(2);
  });
});
