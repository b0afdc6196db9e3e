import { signUpActiveAgent, signUpAs } from '../../test/accounts';
import { createApiClient } from '../../test/http-client';

type TError = { message: string };

/** Ids that name nothing: not a ULID, a ULID nobody has, lowercase, with dots and tildes. */
const UNKNOWN_IDS = ['does-not-exist', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'abc', 'x.y~z_1'];

describe("a well-formed request for something that does not exist is 404 with the resource's message", () => {
  it.each(UNKNOWN_IDS)('GET /api/properties/%s → 404 Property Not Found', async (id) => {
    const response = await createApiClient().get<TError>(`/api/properties/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Property Not Found');
  });

  it.each(UNKNOWN_IDS)('GET /api/agent/%s/profile → 404 Agent Not Found, and the broker page says Broker Not Found', async (id) => {
    const agent = await createApiClient().get<TError>(`/api/agent/${id}/profile`);
    expect(agent.status).toBe(404);
    expect(agent.body.message).toBe('Agent Not Found');
    const broker = await createApiClient().get<TError>(`/api/broker/${id}/profile`);
    expect(broker.status).toBe(404);
    expect(broker.body.message).toBe('Broker Not Found');
  });

  it('answers 404 for unknown ids on the signed-in resource paths', async () => {
    const { client } = await signUpAs('BUYER');
    for (const id of UNKNOWN_IDS) {
      expect((await client.request('PATCH', `/api/users/saved-open-houses/${id}`, { json: { status: 'rsvp' } })).status).toBe(404);
      expect((await client.get(`/api/properties/${id}/open-houses`)).status).toBe(404);
    }
    const agent = await signUpActiveAgent();
    expect((await agent.client.request('PATCH', `/api/messages/does-not-exist`, { json: { read: true } })).status).toBe(404);
    expect((await agent.client.request('DELETE', `/api/properties/does-not-exist`)).status).toBe(404);
  });

  it('still answers 400 Invalid id for ids no resource could have', async () => {
    const response = await createApiClient().get<TError>(`/api/properties/${'x'.repeat(129)}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid id');
    expect((await createApiClient().get(`/api/agent/${encodeURIComponent('a#b')}/profile`)).status).toBe(400);
  });
});
