import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';

describe('favourite listings', () => {
  it('persists a signed-in user\'s hearts, idempotently', async () => {
    const { client: agent } = await signUpActiveAgent();
    const { id } = await createListing(agent);
    const { client } = await signUpAs('BUYER');
    expect((await client.request('PUT', `/api/users/saved-listings/${id}`)).body).toEqual({ propertyIds: [id] });
    expect((await client.request('PUT', `/api/users/saved-listings/${id}`)).body).toEqual({ propertyIds: [id] });
    expect((await client.get('/api/users/saved-listings')).body).toEqual({ propertyIds: [id] });
    expect((await client.request('DELETE', `/api/users/saved-listings/${id}`)).body).toEqual({ propertyIds: [] });
    expect((await client.request('DELETE', `/api/users/saved-listings/${id}`)).status).toBe(200);
  });

  it('refuses visitors, unknown listings and other agents\' drafts', async () => {
    const { client: agent } = await signUpActiveAgent();
    const draft = await createListing(agent, { status: 'draft' });
    const { client } = await signUpAs('BUYER');
    expect((await createApiClient().request('PUT', `/api/users/saved-listings/${draft.id}`)).status).toBe(401);
    expect((await client.request('PUT', '/api/users/saved-listings/01HZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await client.request('PUT', `/api/users/saved-listings/${draft.id}`)).status).toBe(404);
  });
});
