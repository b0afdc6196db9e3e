import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { parseCalendar } from '../../../test/calendar';
import { createTestDeps } from '../../../test/test-deps';
import { replaceCalendarFeed } from '../../data/calendar-feed-repository';
import { openHouseEntity } from '../../data/property-records';
import { makeOpenHouse, makeProperty } from '../../data/testing/make-records';
import { hashFeedToken } from './feed-token';
import { readCalendarFeed } from './read-calendar-feed';

const DAY = 86_400_000;

describe('the agent feed window', () => {
  it("holds open houses from 90 days ago on, however far ahead, and only the agent's", async () => {
    const { deps } = createTestDeps(new Date('2026-09-01T12:00:00Z'));
    const now = deps.clock.now().getTime();
    const property = makeProperty();
    const other = makeProperty();
    const at = (days: number) => new Date(now + days * DAY);
    const [tooOld, oldest, past, future, farFuture] = [-91, -89, -2, 3, 400].map((days) => makeOpenHouse(property, at(days)));
    const someoneElses = makeOpenHouse(other, at(3));
    for (const openHouse of [tooOld!, oldest!, past!, future!, farFuture!, someoneElses]) {
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: openHouseEntity.toItem(openHouse) }));
    }
    const token = 'T'.repeat(43);
    await replaceCalendarFeed(
      deps.db,
      { userId: property.userId, kind: 'agent', nonce: 'n', tokenHash: hashFeedToken(token), createdAt: at(0).toISOString() },
      null,
    );

    const feed = parseCalendar(await readCalendarFeed(deps, { kind: 'agent', feed: `${token}.ics`, siteOrigin: 'https://market.example' }));
    expect(feed.events.map((e) => e.uid)).toEqual([oldest, past, future, farFuture].map((oh) => `${oh!.id}@market.example`));
  });
});
