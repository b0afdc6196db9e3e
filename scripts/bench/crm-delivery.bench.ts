import { randomUUID } from 'node:crypto';
import { sqsQueueSender } from '../../functions/src/adapters/queue/queue-sender';
import { listCrmDeliveries } from '../../functions/src/data/crm-repository';
import { VISITOR } from '../../functions/src/services/actor';
import type { TDeps } from '../../functions/src/services/deps';
import { createProfileLead } from '../../functions/src/services/leads/create-profile-lead';
import type { TLocalCrm } from '../../infra/local/crm/local-crm';
import { signUpBenchAgent } from './bench-agent';

/** Leads written at once (the public inquiry route's callers are many visitors). */
const WRITERS = 8;

/**
 * CRM delivery through the queue: an agent connects Follow Up Boss (the local stand-in); `count` profile
 * inquiries are written through the service (lead + pending delivery in one transaction) with their queue
 * messages held back; then all the messages are sent to the crm-delivery queue at once and the runtime's
 * worker delivers them. Throughput counts from the first message sent to the last lead the stand-in
 * received, so it measures the queue and the worker, not the lead writes (reported apart). Every
 * delivery must read 'delivered' at the end.
 */
export async function benchCrmDelivery(baseUrl: string, deps: TDeps, crm: TLocalCrm, count: number): Promise<string[]> {
  const { cookie, agentId } = await signUpBenchAgent(baseUrl, 'crm');
  const connected = await fetch(`${baseUrl}/api/crm/connection/follow-up-boss`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ apiKey: crm.apiKey }),
  });
  if (connected.status !== 200) throw new Error(`connect failed: ${connected.status} ${await connected.text()}`);
  const receivedBefore = crm.received().length;

  const held: { queue: string; message: unknown }[] = [];
  const holdingQueue = { send: async (queue: string, message: unknown) => void held.push({ queue, message }) };
  const started = performance.now();
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < count; i = next++) {
      await createProfileLead({ ...deps, crmQueue: holdingQueue }, VISITOR, {
        agentId,
        ipKey: `bench-${randomUUID()}`,
        lead: { name: `Bench Visitor ${i}`, email: `bench.visitor${i}@example.test`, message: 'Is it still available?' },
      });
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const written = performance.now();

  const sendingStarted = performance.now();
  let sent = 0;
  const sender = async () => {
    for (let i = sent++; i < held.length; i = sent++) await sqsQueueSender.send(held[i]!.queue, held[i]!.message);
  };
  await Promise.all(Array.from({ length: WRITERS }, sender));
  const enqueued = performance.now();
  while (crm.received().length - receivedBefore < count) {
    if (performance.now() - sendingStarted > 600_000)
      throw new Error(`only ${crm.received().length - receivedBefore} of ${count} leads reached the CRM in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const received = performance.now();
  // The CRM has every lead; the worker records each delivery just after the CRM answers.
  let deliveries = [...(await listCrmDeliveries(deps.db, agentId)).values()];
  while (deliveries.filter((d) => d.status === 'delivered').length < count) {
    if (performance.now() - received > 60_000)
      throw new Error(`${deliveries.filter((d) => d.status === 'delivered').length} of ${count} deliveries read 'delivered'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    deliveries = [...(await listCrmDeliveries(deps.db, agentId)).values()];
  }
  const delivered = performance.now();
  const retried = deliveries.filter((d) => d.attempts > 1).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const rate = (ms: number) => Math.round(count / (ms / 1000));
  return [
    `CRM delivery (Follow Up Boss stand-in, through the crm-delivery queue), ${count.toLocaleString('en-US')} leads:`,
    `  leads written (inquiry checks, lead + pending delivery transaction; ${WRITERS} at once): ${seconds(written - started)} s (${rate(written - started)} leads/s)`,
    `  messages sent to the queue: ${seconds(enqueued - sendingStarted)} s`,
    `  delivered through the queue (first message sent → last lead received by the CRM): ${seconds(received - sendingStarted)} s (${rate(received - sendingStarted)} leads/s)`,
    `  … and every delivery recorded 'delivered': ${seconds(delivered - sendingStarted)} s (${rate(delivered - sendingStarted)} leads/s; ${retried} needed a retry)`,
  ];
}
