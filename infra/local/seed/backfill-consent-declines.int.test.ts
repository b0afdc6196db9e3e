import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { leadEntity, type TLeadRecord } from '../../../functions/src/data/property-records';
import { isVisitorConsentDeclined } from '../../../functions/src/data/visitor-consent-repository';
import { ensureTable } from '../provision';
import { backfillConsentDeclines } from './backfill-consent-declines';

const signInLead = (email: string, consent: boolean, createdAt: string): TLeadRecord => ({
  id: ulid(),
  source: 'open-house',
  listingId: 'listing-1',
  listingTitle: '12 Elm St',
  openHouseId: `oh-${ulid()}`,
  agentId: 'agent-1',
  senderUserId: null,
  name: 'Visitor',
  email,
  phone: null,
  message: null,
  createdAt,
  signIn: {
    clientId: ulid(),
    workingWithAgent: false,
    timeframe: null,
    financing: null,
    answers: [],
    consent: consent ? { text: 'I agree', givenAt: createdAt } : null,
    isOutsideHours: false,
  },
});

describe('visitors who declined before declines were kept per agent', () => {
  it('get the lasting decline of that agent, once; a yes elsewhere does not lift it; those who agreed get none', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `backfill-consent-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const leads = [
      signInLead('No.Then.Yes@Example.com', false, '2026-05-01T15:00:00.000Z'),
      signInLead('no.then.yes@example.com', true, '2026-05-08T15:00:00.000Z'),
      signInLead('always.yes@example.com', true, '2026-05-01T15:00:00.000Z'),
    ];
    for (const lead of leads) await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: leadEntity.toItem(lead) }));

    expect(await backfillConsentDeclines(deps.db)).toBe(1);
    expect(await isVisitorConsentDeclined(deps.db, 'agent-1', 'no.then.yes@example.com')).toBe(true);
    expect(await isVisitorConsentDeclined(deps.db, 'agent-2', 'no.then.yes@example.com')).toBe(false);
    expect(await isVisitorConsentDeclined(deps.db, 'agent-1', 'always.yes@example.com')).toBe(false);
    expect(await backfillConsentDeclines(deps.db)).toBe(0);
  });
});
