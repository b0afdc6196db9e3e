import { ulid } from 'ulid';
import { batchPutItems } from '../../functions/src/data/batch-items';
import type { TDb } from '../../functions/src/data/db';
import * as ENTITY from '../../functions/src/data/entity-names';
import * as keys from '../../functions/src/data/keys';
import { signUpBenchAgent } from './bench-agent';
import { serverMs } from './server-timing';
import { median } from './stats';

/** `count` open-house sign-in leads of one agent over 50 listings and 200 open houses, a third with a pipeline state, written in batches of 25. */
async function loadLeads(db: TDb, agentId: string, count: number): Promise<void> {
  const items: Record<string, unknown>[] = [];
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    const id = ulid(start + i * 60_000);
    const createdAt = new Date(start + i * 60_000).toISOString();
    const listingId = `BENCHLISTING${String(i % 50).padStart(14, '0')}`;
    const lead = {
      id,
      agentId,
      senderUserId: null,
      name: `Visitor ${i}`,
      email: `visitor${i % 4000}@example.test`,
      phone: i % 2 ? '512-555-0100' : null,
      message: null,
      createdAt,
      source: 'open-house',
      listingId,
      listingTitle: `Bench listing ${i % 50}`,
      openHouseId: `BENCHOPENHOUSE${String(i % 200).padStart(12, '0')}`,
      signIn: {
        clientId: id,
        workingWithAgent: i % 7 === 0,
        timeframe: ['now', '1-3-months', 'just-browsing'][i % 3],
        financing: ['pre-approved', 'cash', 'other'][i % 3],
        answers: [{ questionId: 'q', question: 'First home?', answer: 'yes' }],
        consent: null,
        isOutsideHours: false,
      },
    };
    items.push({ ...keys.lead(listingId, createdAt, id), ...keys.leadByAgent(agentId, createdAt, id), entity: ENTITY.lead, ...lead });
    if (i % 3 === 0)
      items.push({
        ...keys.leadPipeline(agentId, id),
        entity: ENTITY.leadPipeline,
        agentId,
        leadId: id,
        status: 'contacted',
        notes: 'Called',
        nextFollowUp: null,
        updatedAt: createdAt,
      });
  }
  await batchPutItems(db, items);
}

/** GET /api/leads with `count` leads for one agent: the handler's own time (Server-Timing), by sort and filter. */
export async function benchLeads(baseUrl: string, db: TDb, count: number): Promise<string[]> {
  const { cookie, agentId } = await signUpBenchAgent(baseUrl, 'leads');
  const started = performance.now();
  await loadLeads(db, agentId, count);
  const lines = [`loaded ${count.toLocaleString('en-US')} leads for one agent in ${((performance.now() - started) / 1000).toFixed(1)} s`];
  const queries = ['sort=recent', 'sort=score', 'status=contacted&sort=score', 'q=visitor12'];
  for (let q = 0; q < queries.length; q++) {
    const query = queries[q] ?? '';
    const times: number[] = [];
    let body = { items: [] as unknown[], total: 0, nextCursor: null as string | null };
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${baseUrl}/api/leads?${query}`, { headers: { cookie } });
      body = (await response.json()) as typeof body;
      times.push(serverMs(response));
    }
    lines.push(
      `GET /api/leads?${query.replace(/cursor=[^&]+/, 'cursor=(page 2)')}: ${body.total} matched, ${body.items.length} returned; handler median of 7 ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
    if (query === 'sort=score' && body.nextCursor) queries.splice(q + 1, 0, `sort=score&cursor=${body.nextCursor}`);
  }
  return lines;
}
