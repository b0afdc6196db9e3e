import fc from 'fast-check';
import { ulid } from 'ulid';
import { ANALYTICS_COUNTERS } from '@shared/constants/analytics';
import { LEAD_STATUS_VALUES, type TLeadStatus } from '@shared/constants/lead-capture';
import { createTestDeps } from '../../../test/test-deps';
import { getLeadStatusCounts } from '../../data/analytics-repository';
import type { TAnalyticsCounts } from '../../data/analytics-rollups';
import { putLeadPipeline } from '../../data/lead-pipeline-repository';
import { putLead, putProfileLead } from '../../data/lead-repository';
import { addOpenHouse } from '../../data/open-house-repository';
import { getProperty, putNewProperty } from '../../data/property-repository';
import type { TLeadRecord, TPropertyRecord } from '../../data/property-records';
import { saveListing } from '../../data/saved-listing-repository';
import { putSignInLead } from '../../data/sign-in-repository';
import { makeListingLead, makeMessage, makeOpenHouse, makeProfile, makeProperty, makeUser } from '../../data/testing/make-records';
import { createUserWithProfile } from '../../data/user-repository';
import { recordView } from '../../data/view-repository';
import { addDays } from './analytics-range';
import { noCounts } from './analytics-counts';
import { readAgentRollups } from './agent-rollups';

const { deps } = createTestDeps();
const { db } = deps;

/** Days 0..74 from 2026-01-20: ranges cross month edges and hold whole months. */
const FIRST_DAY = '2026-01-20';
const DAYS = 75;

type TEvent =
  | { kind: 'view' | 'inquiry' | 'openHouse'; listing: number; day: number }
  | { kind: 'save'; listing: number; day: number; buyer: number }
  | { kind: 'signIn'; listing: number; day: number; consent: boolean }
  | { kind: 'profileInquiry'; day: number }
  | { kind: 'status'; lead: number; day: number; status: TLeadStatus };

const listing = fc.integer({ min: 0, max: 2 });
const day = fc.integer({ min: 0, max: DAYS - 1 });
const event: fc.Arbitrary<TEvent> = fc.oneof(
  fc.record({ kind: fc.constantFrom('view' as const, 'inquiry' as const, 'openHouse' as const), listing, day }),
  fc.record({ kind: fc.constant('save' as const), listing, day, buyer: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('signIn' as const), listing, day, consent: fc.boolean() }),
  fc.record({ kind: fc.constant('profileInquiry' as const), day }),
  fc.record({ kind: fc.constant('status' as const), lead: fc.nat(), day, status: fc.constantFrom(...LEAD_STATUS_VALUES) }),
);
const range = fc.tuple(day, day).map(([a, b]) => ({ from: addDays(FIRST_DAY, Math.min(a, b)), to: addDays(FIRST_DAY, Math.max(a, b)) }));

/** What the events say, counted the slow way: one counter row per (listing or none, day). */
type TModel = { rows: { listingId: string | null; day: string; counts: Partial<TAnalyticsCounts> }[]; statuses: Map<string, TLeadStatus> };

/** Writes each event through the repository function the product uses, and records what it should count. */
async function play(events: readonly TEvent[], agentId: string, listings: TPropertyRecord[]): Promise<TModel> {
  const model: TModel = { rows: [], statuses: new Map() };
  const leads: TLeadRecord[] = [];
  const saved = new Set<string>();
  /** Leads whose pipeline state is stored (before that, a lead is 'new' with no state). */
  const stored = new Set<string>();
  const buyers = [ulid(), ulid()];
  for (const e of events) {
    const at = `${addDays(FIRST_DAY, e.day)}T15:00:00.000Z`;
    const count = (listingId: string | null, counts: Partial<TAnalyticsCounts>) => model.rows.push({ listingId, day: at.slice(0, 10), counts });
    if (e.kind === 'status') {
      const lead = leads[e.lead % Math.max(leads.length, 1)];
      if (!lead) continue;
      const before = model.statuses.get(lead.id)!;
      const seen = stored.has(lead.id) ? before : null;
      await putLeadPipeline(
        db,
        { agentId, leadId: lead.id, status: e.status, notes: null, nextFollowUp: null, updatedAt: at },
        { status: seen, listing: lead.listingId ? { id: lead.listingId, title: lead.listingTitle! } : null },
      );
      stored.add(lead.id);
      model.statuses.set(lead.id, e.status);
      if (before !== e.status) count(lead.listingId, { [`status:${e.status}`]: 1 });
      continue;
    }
    if (e.kind === 'profileInquiry') {
      const lead: TLeadRecord = { ...makeListingLead(listings[0]!, { createdAt: at }), source: 'profile', listingId: null, listingTitle: null };
      await putProfileLead(db, lead, makeMessage(lead), 'Agent Not Found');
      leads.push(lead);
      model.statuses.set(lead.id, 'new');
      count(null, { inquiries: 1, 'status:new': 1 });
      continue;
    }
    const property = listings[e.listing]!;
    if (e.kind === 'view') {
      await recordView(
        db,
        { id: ulid(), listingId: property.id, agentId, viewedAt: at, userAgent: 'test', ipHash: 'x' },
        { viewerKey: ulid(), windowStart: 0, expiresAt: 1 },
        1,
        property.title,
      );
      count(property.id, { views: 1 });
    } else if (e.kind === 'save') {
      await saveListing(db, buyers[e.buyer]!, property, at);
      const key = `${e.buyer}:${property.id}`;
      if (!saved.has(key)) count(property.id, { saves: 1 });
      saved.add(key);
    } else if (e.kind === 'inquiry') {
      const lead = makeListingLead(property, { createdAt: at });
      await putLead(db, lead, makeMessage(lead));
      leads.push(lead);
      model.statuses.set(lead.id, 'new');
      count(property.id, { inquiries: 1, 'status:new': 1 });
    } else if (e.kind === 'signIn') {
      const openHouseId = ulid();
      const lead: Extract<TLeadRecord, { source: 'open-house' }> = {
        ...makeListingLead(property, { createdAt: at }),
        source: 'open-house',
        openHouseId,
        signIn: {
          clientId: ulid(),
          workingWithAgent: false,
          timeframe: null,
          financing: null,
          answers: [],
          consent: e.consent ? { text: 'yes', givenAt: at } : null,
          isOutsideHours: false,
        },
      };
      await putSignInLead(db, {
        lead,
        message: makeMessage(lead),
        receipt: { openHouseId, clientId: lead.signIn.clientId, leadId: lead.id, email: lead.email, name: lead.name, consent: e.consent, createdAt: at },
      });
      leads.push(lead);
      model.statuses.set(lead.id, 'new');
      count(property.id, { signIns: 1, contactableSignIns: e.consent ? 1 : 0, 'status:new': 1 });
    } else {
      const current = (await getProperty(db, property.id))!;
      await addOpenHouse(db, current, makeOpenHouse(current, new Date(at)), new Date(`${FIRST_DAY}T00:00:00Z`));
      count(property.id, { openHouses: 1 });
    }
  }
  return model;
}

const sumRows = (rows: TModel['rows']) => {
  const sum = noCounts();
  for (const row of rows) for (const counter of ANALYTICS_COUNTERS) sum[counter] += row.counts[counter] ?? 0;
  return sum;
};

describe('analytics rollups', () => {
  it('equal the counts recomputed from the events, for any events and any range (whole months and edge days)', async () => {
    await fc.assert(
      // `today` moves which edge months are read whole (days after it are taken as free to subtract).
      fc.asyncProperty(fc.array(event, { maxLength: 25 }), fc.array(range, { minLength: 1, maxLength: 3 }), day, async (events, ranges, today) => {
        const reader = { ...deps, clock: { now: () => new Date(`${addDays(FIRST_DAY, today)}T12:00:00Z`) } };
        const agent = makeUser();
        await createUserWithProfile(db, agent, makeProfile(agent.id));
        const listings = [0, 1, 2].map((i) => makeProperty({ userId: agent.id, title: `Listing ${i}` }));
        for (const property of listings) await putNewProperty(db, property);
        const model = await play(events, agent.id, listings);

        for (const { from, to } of ranges) {
          const inRange = model.rows.filter((row) => row.day >= from && row.day <= to);
          const read = await readAgentRollups(reader, { agentId: agent.id, from, to, today: addDays(FIRST_DAY, today), listingId: null });
          const days = [...new Set(inRange.map((row) => row.day))].sort();
          for (const d of days) expect(read.days.find((r) => r.day === d)?.counts ?? noCounts()).toEqual(sumRows(inRange.filter((row) => row.day === d)));
          expect(read.days.every((r) => r.day >= from && r.day <= to)).toBe(true);
          for (const property of listings) {
            const expected = sumRows(inRange.filter((row) => row.listingId === property.id));
            expect(read.listings.find((l) => l.listingId === property.id)?.counts ?? noCounts(), `${property.title} ${from}..${to}`).toEqual(expected);
            const one = await readAgentRollups(reader, { agentId: agent.id, from, to, today: addDays(FIRST_DAY, today), listingId: property.id });
            expect(one.listings[0]?.counts ?? noCounts()).toEqual(expected);
          }
        }
        const statuses = await getLeadStatusCounts(db, agent.id);
        for (const status of LEAD_STATUS_VALUES) {
          expect(statuses[status], status).toBe([...model.statuses.values()].filter((value) => value === status).length);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
