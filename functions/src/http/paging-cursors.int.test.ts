import { signUpActiveAgent, signUpAs } from '../../test/accounts';
import { createApiClient } from '../../test/http-client';
import { createListing } from '../../test/listings';

type TError = { message: string };
type TList = { items: { id: string }[]; nextCursor: string | null };

/** A cursor with the right attribute names and string values that no query of ours produced. */
const forged = (attributes: string[]) =>
  Buffer.from(JSON.stringify(Object.fromEntries(attributes.map((a) => [a, `${a.toUpperCase()}#forged`])))).toString('base64url');
const BROWSE = forged(['pk', 'sk', 'gsi2pk', 'gsi2sk']);
const BY_PRICE = forged(['pk', 'sk', 'gsi3pk', 'gsi3sk']);
const BY_AGENT = forged(['pk', 'sk', 'gsi1pk', 'gsi1sk']);
const SENT = forged(['pk', 'sk', 'gsi2pk', 'gsi2sk']);

const expectInvalidCursor = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400);
  expect((response.body as TError).message).toBe('Invalid cursor');
};

describe('paging cursors are signed and bound to their query', () => {
  it('answers 400 Invalid cursor to forged listing cursors, with or without filters', async () => {
    const client = createApiClient();
    expectInvalidCursor(await client.get(`/api/properties?cursor=${BROWSE}`));
    expectInvalidCursor(await client.get(`/api/properties?priceRange=300k-500k&cursor=${BROWSE}`));
    expectInvalidCursor(await client.get(`/api/properties?sort=price-asc&minBedrooms=2&cursor=${BY_PRICE}`));
    expectInvalidCursor(await client.get(`/api/properties?q=austin&cursor=${BROWSE}`));
    expectInvalidCursor(await client.get('/api/properties?cursor=not-a-cursor'));
  });

  it("answers 400 Invalid cursor to a forged cursor on one agent's listings", async () => {
    const { userId } = await signUpActiveAgent();
    expectInvalidCursor(await createApiClient().get(`/api/properties?userId=${userId}&cursor=${BY_AGENT}`));
  });

  it('answers 400 Invalid cursor to forged message cursors in every folder', async () => {
    const agent = await signUpActiveAgent();
    const buyer = await signUpAs('BUYER');
    expectInvalidCursor(await agent.client.get(`/api/messages?cursor=${BY_AGENT}`));
    expectInvalidCursor(await agent.client.get(`/api/messages?folder=archived&cursor=${BY_AGENT}`));
    expectInvalidCursor(await buyer.client.get(`/api/messages?folder=sent&cursor=${SENT}`));
  });

  it('accepts a cursor on the query it came from and refuses it on another query', async () => {
    const { client, userId } = await signUpActiveAgent();
    const tag = `zc${Math.random().toString(36).slice(2, 9)}`;
    for (const price of [310_000, 320_000, 330_000]) await createListing(client, { title: `${tag} home ${price}`, price });
    const first = await client.get<TList>(`/api/properties?q=${tag}&sort=price-asc&limit=1`);
    const cursor = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expect((await client.get(`/api/properties?q=${tag}&sort=price-asc&limit=1&cursor=${cursor}`)).status).toBe(200);
    expectInvalidCursor(await client.get(`/api/properties?q=${tag}&sort=price-asc&priceRange=300k-500k&limit=1&cursor=${cursor}`));
    expectInvalidCursor(await client.get(`/api/properties?q=${tag}zz&sort=price-asc&limit=1&cursor=${cursor}`));

    const own = await client.get<TList>(`/api/properties?userId=${userId}&status=all&limit=1`);
    expect(own.body.nextCursor).toEqual(expect.any(String));
    const other = await signUpActiveAgent();
    await createListing(other.client);
    expectInvalidCursor(await createApiClient().get(`/api/properties?userId=${other.userId}&limit=1&cursor=${own.body.nextCursor}`));
  });
});

describe("an agent's listings, a page at a time", () => {
  it('carry the total on the first page: drafts included for the agent, active ones for everybody else', async () => {
    const { client, userId } = await signUpActiveAgent();
    for (const status of ['active', 'active', 'draft'] as const) await createListing(client, { status });
    type TCounted = TList & { total: number | null };

    const own = await client.get<TCounted>(`/api/properties?userId=${userId}&status=all&limit=2`);
    expect(own.body).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    expect(own.body.items).toHaveLength(2);
    const rest = await client.get<TCounted>(`/api/properties?userId=${userId}&status=all&limit=2&cursor=${own.body.nextCursor}`);
    expect(rest.body.items).toHaveLength(1);
    expect((await client.get<TCounted>(`/api/properties?userId=${userId}&status=draft`)).body.total).toBe(1);
    expect((await createApiClient().get<TCounted>(`/api/properties?userId=${userId}&status=all`)).body.total).toBe(2);
  });
});
