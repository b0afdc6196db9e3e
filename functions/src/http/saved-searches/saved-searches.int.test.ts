import { ulid } from 'ulid';
import { signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing, makeListing } from '../../../test/listings';
import { notificationsQueueDrained, until } from '../../../test/notifications';
import { createTestDeps } from '../../../test/test-deps';
import { putSavedSearchWithinLimit } from '../../data/saved-search-repository';

type TSearch = {
  id: string;
  name: string;
  source: string;
  frequency: string;
  paused: boolean;
  filters: Record<string, unknown>;
  area: { bbox: number[]; place: string | null } | null;
  lastVisitedAt: string;
};
type TListed = TSearch & { newMatches: { count: number; capped: boolean } };
type TList = { items: TListed[]; nextCursor: string | null; total: number; max: number };
type TError = { message: string; code?: string };

/** A word no other test's listing has, so the counts below see only this test's listings. */
const uniqueWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const RAPID_CITY = { bbox: [-103.25, 44.05, -103.15, 44.12], place: 'Rapid City, SD' };

const search = (overrides: Record<string, unknown> = {}) => ({ name: '3+ beds under $750K', source: 'listings', frequency: 'instant', ...overrides });

describe('saved searches', () => {
  it('saves a search, counts the homes it told of since the last visit (what the bell tells), and updates, pauses, visits and deletes it', async () => {
    const word = uniqueWord();
    const { client: agent } = await signUpActiveAgent();
    const { client: buyer } = await signUpAs('BUYER');
    // Before the search is saved: one public listing (not new) and one draft (new once published).
    await createListing(agent, { title: `Old ${word}`, bedrooms: 4 });
    const draft = await createListing(agent, { title: `Draft ${word}`, bedrooms: 3, status: 'draft' });

    const created = await buyer.post<TSearch>('/api/users/saved-searches', search({ filters: { q: word, minBedrooms: 3, maxPrice: 750_000 } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '3+ beds under $750K',
      source: 'listings',
      frequency: 'instant',
      paused: false,
      area: null,
      filters: { q: word, minBedrooms: 3, maxPrice: 750_000 },
    });
    const list = () => buyer.get<TList>('/api/users/saved-searches');
    expect((await list()).body).toMatchObject({
      items: [{ id: created.body.id, newMatches: { count: 0, capped: false } }],
      total: 1,
      max: 25,
      nextCursor: null,
    });

    await createListing(agent, { title: `New ${word}`, bedrooms: 3, price: 700_000 });
    await createListing(agent, { title: `Small ${word}`, bedrooms: 2, price: 500_000 });
    await createListing(agent, { title: `Dear ${word}`, bedrooms: 5, price: 900_000 });
    // The matching worker counts them off the request, as it rings the bell.
    await until(
      async () => (await list()).body.items[0]!.newMatches,
      (matches) => matches.count === 1,
      'the new match counted',
    );
    await notificationsQueueDrained();
    expect((await list()).body.items[0]!.newMatches).toEqual({ count: 1, capped: false });
    const published = await agent.request('PUT', `/api/properties/${draft.id}`, {
      json: makeListing({ title: `Draft ${word}`, bedrooms: 3, status: 'active' }),
    });
    expect(published.status).toBe(200);
    await until(
      async () => (await list()).body.items[0]!.newMatches,
      (matches) => matches.count === 2,
      'the published draft counted',
    );
    expect((await list()).body.items[0]!.newMatches).toEqual({ count: 2, capped: false });

    const visited = await buyer.post<TSearch>(`/api/users/saved-searches/${created.body.id}/visit`);
    expect(visited.status).toBe(200);
    expect(visited.body.lastVisitedAt > created.body.lastVisitedAt).toBe(true);
    expect((await list()).body.items[0]!.newMatches).toEqual({ count: 0, capped: false });

    const patch = (body: unknown) => buyer.request<TSearch & TError>('PATCH', `/api/users/saved-searches/${created.body.id}`, { json: body });
    expect((await patch({ name: 'Family homes', frequency: 'daily' })).body).toMatchObject({ name: 'Family homes', frequency: 'daily', paused: false });
    expect((await patch({ paused: true })).body).toMatchObject({ name: 'Family homes', paused: true });
    expect((await patch({ filters: { q: word, minBedrooms: 4 } })).body.filters).toEqual({ q: word, minBedrooms: 4 });
    expect((await list()).body.items[0]).toMatchObject({ name: 'Family homes', frequency: 'daily', paused: true, filters: { q: word, minBedrooms: 4 } });
    expect((await patch({ frequency: 'weekly' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);

    expect((await buyer.request('DELETE', `/api/users/saved-searches/${created.body.id}`)).status).toBe(200);
    expect((await list()).body).toMatchObject({ items: [], total: 0 });
    expect((await buyer.request('DELETE', `/api/users/saved-searches/${created.body.id}`)).status).toBe(404);
  });

  it('counts only the listings inside a saved area (the geo index), and on the map only those with an open house coming', async () => {
    const word = uniqueWord();
    const { client: agent } = await signUpActiveAgent();
    const { client: buyer } = await signUpAs('BUYER');
    const area = { bbox: [-103.25, 44.05, -103.15, 44.12], place: 'Rapid City, SD' };
    const before = await createListing(agent, { title: `Before ${word}`, coordinates: { lat: 44.09, lng: -103.21 } });
    const created = await buyer.post<TSearch>(
      '/api/users/saved-searches',
      search({ source: 'map', frequency: 'daily', filters: { q: word, when: 'today' }, area }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ source: 'map', area, filters: { q: word, when: 'today' } });

    const inside = await createListing(agent, { title: `Inside ${word}`, coordinates: { lat: 44.08, lng: -103.2 } });
    const outside = await createListing(agent, { title: `Outside ${word}`, coordinates: { lat: 44.5, lng: -103.2 } });
    // A home listed before the search was saved whose open house is scheduled after it is news too: the bell tells of it, so the card counts it.
    for (const listing of [inside, outside, before])
      expect((await agent.post(`/api/properties/${listing.id}/open-houses`, { date: chicagoDate(3), startTime: '13:00', endTime: '15:00' })).status).toBe(201);
    const list = () => buyer.get<TList>('/api/users/saved-searches');
    await until(
      async () => (await list()).body.items[0]!.newMatches,
      (matches) => matches.count === 2,
      'the open houses inside counted',
    );
    await notificationsQueueDrained();
    expect((await list()).body.items[0]!.newMatches).toEqual({ count: 2, capped: false });
    const bell = (await buyer.get<{ items: { kind: string; title: string }[] }>('/api/notifications')).body.items.filter((n) => n.kind === 'search');
    expect(bell.map((n) => n.title.replace(/^Open house .+ [AP]M: /, '')).sort()).toEqual([`Before ${word}`, `Inside ${word}`]);
  });

  it("keeps each search to its owner: another person's id is not found", async () => {
    const { client: owner } = await signUpAs('BUYER');
    const { client: other } = await signUpAs('BUYER');
    const created = await owner.post<TSearch>('/api/users/saved-searches', search());
    const path = `/api/users/saved-searches/${created.body.id}`;
    expect((await other.request<TError>('PATCH', path, { json: { paused: true } })).status).toBe(404);
    expect((await other.post<TError>(`${path}/visit`)).status).toBe(404);
    const deleted = await other.request<TError>('DELETE', path);
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe('Saved search not found');
    expect((await other.get<TList>('/api/users/saved-searches')).body.items).toEqual([]);
    expect((await owner.get<TList>('/api/users/saved-searches')).body.items).toEqual([expect.objectContaining({ id: created.body.id, paused: false })]);
    expect((await createApiClient().get('/api/users/saved-searches')).status).toBe(401);
  });

  it('keeps at most 25 searches per person, paged newest first', async () => {
    const { client: buyer } = await signUpAs('BUYER');
    const ids: string[] = [];
    // Each looks for something else (the same search twice is refused).
    for (let i = 0; i < 25; i++)
      ids.push(
        (
          await buyer.post<TSearch>(
            '/api/users/saved-searches',
            search({ name: `Search ${i}`, frequency: 'never', area: RAPID_CITY, filters: { q: `street ${i}` } }),
          )
        ).body.id,
      );
    const refused = await buyer.post<TError>('/api/users/saved-searches', search({ name: 'One too many', area: RAPID_CITY }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You can save up to 25 searches. Delete one you no longer need to save this one.');

    const first = await buyer.get<TList>('/api/users/saved-searches?limit=10');
    expect(first.body.items.map((s) => s.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Search ${24 - i}`));
    expect(first.body.total).toBe(25);
    const second = await buyer.get<TList>(`/api/users/saved-searches?limit=20&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`);
    expect(second.body.items).toHaveLength(15);
    expect(second.body.nextCursor).toBeNull();
    // A cursor is bound to its owner: another person cannot page through these.
    const other = await signUpAs('BUYER');
    const foreign = await other.client.get<TError>(`/api/users/saved-searches?cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Invalid cursor');

    expect((await buyer.request('DELETE', `/api/users/saved-searches/${ids[0]}`)).status).toBe(200);
    expect((await buyer.post('/api/users/saved-searches', search({ name: 'Room again', area: RAPID_CITY }))).status).toBe(201);
  });

  it('keeps at most 3 searches without an area (or with one larger than a few states) per person', async () => {
    const { client: buyer, email } = await signUpAs('BUYER');
    const save = (body: Record<string, unknown>) => buyer.post<TSearch & TError>('/api/users/saved-searches', search(body));
    const saved: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await save({ name: `Anywhere ${i}`, filters: { q: uniqueWord() } });
      expect(created.status).toBe(201);
      saved.push(created.body.id);
    }
    const message = 'You can save up to 3 searches without an area (or with one larger than a few states). Choose a place or zoom the map in to save more.';
    for (const body of [
      { name: 'A fourth' },
      { name: 'The country', source: 'map', area: { bbox: [-125, 24, -66, 50], place: null } },
      { name: 'Paused', frequency: 'never' },
    ]) {
      const refused = await save(body);
      expect(refused.status, body.name).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    expect((await save({ name: 'Rapid City', area: RAPID_CITY })).status).toBe(201);
    expect((await buyer.get<TList>('/api/users/saved-searches')).body.total).toBe(4);

    expect((await buyer.request('DELETE', `/api/users/saved-searches/${saved[0]}`)).status).toBe(200);
    expect((await save({ name: 'Room again' })).status).toBe(201);

    // An account from before the limit holds more: one turned off comes back on only while fewer than 3 others alert.
    const userId = await userIdOf(email);
    const now = new Date().toISOString();
    const extra = {
      userId,
      id: ulid(),
      name: 'From before the limit',
      source: 'listings' as const,
      frequency: 'instant' as const,
      paused: false,
      filters: {},
      area: null,
      createdAt: now,
      updatedAt: now,
      lastVisitedAt: now,
    };
    expect(await putSavedSearchWithinLimit(createTestDeps().deps.db, extra, { max: 25, maxWide: 25 })).toBe('saved');
    const patch = (id: string, body: unknown) => buyer.request<TSearch & TError>('PATCH', `/api/users/saved-searches/${id}`, { json: body });
    expect((await patch(extra.id, { frequency: 'never' })).status).toBe(200);
    const back = await patch(extra.id, { frequency: 'instant' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Up to 3 of your searches without an area can send alerts. Pause one of them or set it to Never first.');
    expect((await patch(extra.id, { name: 'Renamed while off' })).status).toBe(200);
    expect((await patch(saved[1]!, { paused: true })).status).toBe(200);
    expect((await patch(extra.id, { frequency: 'daily' })).body).toMatchObject({ frequency: 'daily', paused: false });
  });

  it('refuses a search that looks for what one already saved does, however its filters are spelled, on save and on edit', async () => {
    const { client: buyer } = await signUpAs('BUYER');
    const save = (body: Record<string, unknown>) => buyer.post<TSearch & TError>('/api/users/saved-searches', search(body));
    const first = await save({
      name: 'Lake homes',
      area: RAPID_CITY,
      filters: { q: 'Lake  View', propertyType: 'single-family', minBedrooms: 3, priceRange: '500k-750k', includeUnderContract: false },
    });
    expect(first.status).toBe(201);
    const message = 'You already have this search saved as “Lake homes”. Open it from Saved Searches, or change the filters or the area.';
    const sameSearches = [
      // Text case and spacing, "no" spelled out or left out, another name and frequency, the place named otherwise, the open-house window.
      {
        name: 'Again',
        frequency: 'daily',
        area: { ...RAPID_CITY, place: 'rapid city' },
        filters: { q: ' lake view ', propertyType: 'single-family', minBedrooms: 3, priceRange: '500k-750k' },
      },
      // The bucket's ceiling given again as a ceiling.
      {
        name: 'Ceiling too',
        area: RAPID_CITY,
        filters: { q: 'LAKE VIEW', propertyType: 'single-family', minBedrooms: 3, priceRange: '500k-750k', maxPrice: 750_000 },
      },
    ];
    for (const body of sameSearches) {
      const refused = await save(body);
      expect(refused.status, body.name).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    // A different screen (the map tells only of open houses), area or filter is another search.
    const others = [
      {
        name: 'On the map',
        source: 'map',
        area: RAPID_CITY,
        filters: { q: 'lake view', propertyType: 'single-family', minBedrooms: 3, priceRange: '500k-750k' },
      },
      { name: 'Four beds', area: RAPID_CITY, filters: { q: 'lake view', propertyType: 'single-family', minBedrooms: 4, priceRange: '500k-750k' } },
      {
        name: 'Elsewhere',
        area: { bbox: [-103.3, 44.05, -103.15, 44.12], place: 'Rapid City, SD' },
        filters: { q: 'lake view', propertyType: 'single-family', minBedrooms: 3, priceRange: '500k-750k' },
      },
    ];
    const saved: TSearch[] = [];
    for (const body of others) {
      const created = await save(body);
      expect(created.status, body.name).toBe(201);
      saved.push(created.body);
    }
    expect((await buyer.get<TList>('/api/users/saved-searches')).body.total).toBe(4);

    // Editing one's filters into the first's is refused too, and changes nothing; its own filters again are fine.
    const fourBeds = saved[1]!;
    const edited = await buyer.request<TError>('PATCH', `/api/users/saved-searches/${fourBeds.id}`, {
      json: { filters: { q: 'Lake View', propertyType: 'single-family', minBedrooms: 3, priceRange: '500k-750k' } },
    });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe(message);
    const kept = (await buyer.get<TList>('/api/users/saved-searches')).body.items.find((s) => s.id === fourBeds.id);
    expect(kept?.filters).toEqual({ q: 'lake view', propertyType: 'single-family', minBedrooms: 4, priceRange: '500k-750k' });
    expect(
      (
        await buyer.request('PATCH', `/api/users/saved-searches/${fourBeds.id}`, {
          json: { filters: { q: 'lake view', propertyType: 'single-family', minBedrooms: 4, priceRange: '500k-750k' }, name: 'Four beds, renamed' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    const { client: buyer } = await signUpAs('BUYER');
    const bad = [
      { frequency: 'instant', source: 'listings' },
      search({ name: '   ' }),
      search({ name: 'x'.repeat(81) }),
      search({ source: 'elsewhere' }),
      search({ frequency: 'hourly' }),
      search({ filters: { minBedrooms: 0 } }),
      search({ filters: { priceRange: 'cheap' } }),
      search({ area: { bbox: [-103, 44, -104, 45], place: 'Backwards' } }),
      search({ area: { bbox: [-103, 44], place: 'Short' } }),
    ];
    for (const body of bad) expect((await buyer.post<TError>('/api/users/saved-searches', body)).status, JSON.stringify(body)).toBe(400);
    const missingName = await buyer.post<TError>('/api/users/saved-searches', { frequency: 'instant', source: 'listings' });
    expect(JSON.stringify(missingName.body)).toContain('Name is required');
    expect((await buyer.get('/api/users/saved-searches?limit=26')).status).toBe(400);
    expect((await buyer.get<TList>('/api/users/saved-searches')).body.total).toBe(0);
  });
});
