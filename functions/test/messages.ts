import { VISITOR } from '../src/services/actor';
import { randomUUID } from 'node:crypto';
import { createProfileLead } from '../src/services/leads/create-profile-lead';
import type { createApiClient } from './http-client';
import { createTestDeps } from './test-deps';

type TClient = ReturnType<typeof createApiClient>;

/** The signed-in user's id, as the API reports it. */
export const idOf = async (client: TClient) => (await client.get<{ id: string }>('/api/auth/user')).body.id;

/**
 * An inquiry to an agent from their public profile, sent through the service with a connection of its
 * own, so tests that only need a message in an inbox do not spend the per-IP inquiry budget that every
 * HTTP test shares (all of them come from 127.0.0.1). Routes are tested over HTTP elsewhere.
 */
export async function seedInquiry(
  agentId: string,
  lead: { name?: string; email?: string; phone?: string; message?: string } = {},
  senderUserId: string | null = null,
) {
  const { deps } = createTestDeps(new Date());
  const viewer = senderUserId
    ? ({ kind: 'user', user: { id: senderUserId }, profile: { role: 'BUYER' } } as unknown as Parameters<typeof createProfileLead>[1])
    : VISITOR;
  const { id } = await createProfileLead(deps, viewer, {
    agentId,
    ipKey: `test-${randomUUID()}`,
    lead: {
      name: lead.name ?? 'Casey Seeker',
      email: lead.email ?? 'casey@example.test',
      phone: lead.phone,
      message: lead.message ?? 'Hello, I would like to talk about a home.',
    },
  });
  return id;
}
