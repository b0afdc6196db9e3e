import { SUPPORT_ANSWER_TIMES, SUPPORT_MESSAGES } from '@shared/constants/support';
import type { TOwnSupportRequestsResponse, TReplySupportRequestResponse, TSupportInboxResponse, TSupportRequest } from '@shared/schemas/support.schema';
import { putOnPlan, signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { signUpAdmin } from '../../../test/mls-trust';
import { mailsTo } from '../../../test/notifications';
import { PNG, uploadToS3, type TPresignedUpload } from '../../../test/uploads';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; code?: string; errors?: { path: string; message: string }[] };

const ask = (client: TClient, body: Record<string, unknown>) => client.post<TSupportRequest & TError>('/api/support-requests', body);
const ownRequests = async (client: TClient) => (await client.get<TOwnSupportRequestsResponse>('/api/support-requests')).body;

async function uploadScreenshot(client: TClient, bytes: Buffer) {
  const presigned = await client.post<{ upload: TPresignedUpload }>('/api/support-requests/screenshots/uploads', {
    file: { name: 'screen.png', contentType: 'image/png', size: bytes.length },
  });
  expect(presigned.status).toBe(201);
  expect(await uploadToS3(presigned.body.upload, bytes, 'image/png')).toBeLessThan(300);
  return presigned.body.upload.key;
}

/** Every open request of the inbox, page after page (other tests' requests are there too). */
async function wholeInbox(admin: TClient, status = 'open') {
  const items: TSupportInboxResponse['items'] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: TSupportInboxResponse } = await admin.get<TSupportInboxResponse>(
      `/api/admin/support-requests?status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

describe('support requests: every signed-in user asks, the plan decides the priority', () => {
  it('tells a buyer and a Solo monthly agent 3 business days, a trial or Solo annual agent 1, and stores the request open with that priority', async () => {
    const buyer = await signUpAs('BUYER');
    const soloMonthly = await signUpActiveAgent();
    await putOnPlan(soloMonthly.userId, 'solo_monthly');
    const soloAnnual = await signUpActiveAgent();
    await putOnPlan(soloAnnual.userId, 'solo_annual');
    const trial = await signUpAs('AGENT');

    for (const [client, priority] of [
      [buyer.client, 'standard'],
      [soloMonthly.client, 'standard'],
      [soloAnnual.client, 'priority'],
      [trial.client, 'priority'],
    ] as const) {
      expect(await ownRequests(client)).toEqual({ priority, answerTime: SUPPORT_ANSWER_TIMES[priority], items: [] });
      const created = await ask(client, { topic: 'listings', message: '  My photos do not show.  ' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ topic: 'listings', message: 'My photos do not show.', priority, status: 'open', screenshotUrl: null, replies: [] });
      expect((await ownRequests(client)).items.map((r) => r.id)).toEqual([created.body.id]);
    }
    expect(SUPPORT_ANSWER_TIMES).toEqual({ priority: 'We answer within 1 business day', standard: 'We answer within 3 business days' });
  });

  it('refuses bad input with 400 and field errors, and stores nothing', async () => {
    const { client } = await signUpAs('BUYER');
    for (const body of [{ topic: 'nonsense', message: 'Help' }, { topic: 'billing', message: '   ' }, { topic: 'billing', message: 'x'.repeat(5001) }, {}]) {
      const refused = await ask(client, body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await ownRequests(client)).items).toEqual([]);
    expect((await createApiClient().post('/api/support-requests', { topic: 'billing', message: 'Help' })).status).toBe(401);
  });

  it("takes a screenshot the caller uploaded, and refuses another account's or a file that is no image", async () => {
    const author = await signUpAs('BUYER');
    const other = await signUpAs('BUYER');
    const key = await uploadScreenshot(author.client, PNG);
    const authorId = await userIdOf(author.email);
    expect(key).toMatch(new RegExp(`^private/support/${authorId}/`));

    const foreign = await ask(other.client, { topic: 'account', message: 'See this', screenshotKey: key });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(SUPPORT_MESSAGES.foreignScreenshot);
    const text = await ask(author.client, {
      topic: 'account',
      message: 'See this',
      screenshotKey: await uploadScreenshot(author.client, Buffer.from('<script>alert(1)</script>')),
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The file is not a JPG, PNG or WebP image.');
    expect((await ownRequests(other.client)).items).toEqual([]);

    const created = await ask(author.client, { topic: 'account', message: 'See this', screenshotKey: key });
    expect(created.status).toBe(201);
    expect(created.body.screenshotUrl).toBe(`/api/support-requests/${authorId}/${created.body.id}/screenshot`);
  });

  it('shows a screenshot to its author and the admins only, through a short-lived presigned link, never as a public photo', async () => {
    const author = await signUpAs('BUYER');
    const other = await signUpAs('BUYER');
    const admin = await signUpAdmin();
    const key = await uploadScreenshot(author.client, PNG);
    const created = await ask(author.client, { topic: 'account', message: 'See this', screenshotKey: key });
    const url = created.body.screenshotUrl!;

    for (const client of [author.client, admin.client]) {
      const opened = await client.get(url);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('cache-control')).toBe('no-store');
      const location = opened.headers.get('location')!;
      expect(location).toMatch(/[?&]X-Amz-Expires=60(&|$)/);
      const image = await fetch(location);
      expect(image.status).toBe(200);
      expect([image.headers.get('content-type'), image.headers.get('content-disposition')]).toEqual(['image/png', 'inline; filename="support-screenshot.png"']);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const refused = await other.client.get<TError>(url);
    expect([refused.status, refused.body.message]).toEqual([404, SUPPORT_MESSAGES.screenshotNotFound]);
    expect((await createApiClient().get(url)).status).toBe(401);
    // The site serves photos only: the private key is no photo URL.
    expect((await createApiClient().get(`/${key}`)).status).toBe(404);

    const plain = await ask(author.client, { topic: 'account', message: 'No picture' });
    expect((await author.client.get(`/api/support-requests/${await userIdOf(author.email)}/${plain.body.id}/screenshot`)).status).toBe(404);
    expect((await admin.client.get(`/api/support-requests/${await userIdOf(author.email)}/01HZZZZZZZZZZZZZZZZZZZZZZZ/screenshot`)).status).toBe(404);
  });

  it('allows 5 requests an hour per account: the 6th is 429 with Retry-After and is not stored', async () => {
    const { client } = await signUpAs('BUYER');
    for (let i = 1; i <= 5; i++) expect((await ask(client, { topic: 'other', message: `Question ${i}` })).status).toBe(201);
    const sixth = await ask(client, { topic: 'other', message: 'Question 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(SUPPORT_MESSAGES.tooMany);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ownRequests(client)).items).toHaveLength(5);
  });
});

describe("the admins' support inbox", () => {
  it("lists open requests priority first, then oldest first, with the author's plan; only admins see or change it", async () => {
    const admin = await signUpAdmin();
    const standardFirst = await signUpAs('BUYER');
    const standardSecond = await signUpAs('BUYER');
    const priority = await signUpActiveAgent();
    await putOnPlan(priority.userId, 'team_monthly');
    const first = (await ask(standardFirst.client, { topic: 'billing', message: 'First, standard' })).body;
    const second = (await ask(standardSecond.client, { topic: 'billing', message: 'Second, standard' })).body;
    const urgent = (await ask(priority.client, { topic: 'leads', message: 'Last, priority' })).body;

    const inbox = await wholeInbox(admin.client);
    const rank = (r: { priority: string; createdAt: string; id: string }) => `${r.priority === 'priority' ? 0 : 1}#${r.createdAt}#${r.id}`;
    expect(inbox.map(rank)).toEqual([...inbox.map(rank)].sort());
    const mine = inbox.filter((r) => [first.id, second.id, urgent.id].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([urgent.id, ...[first, second].sort((a, b) => rank(a).localeCompare(rank(b))).map((r) => r.id)]);
    expect(mine[0]).toMatchObject({ priority: 'priority', planName: 'Team Monthly', userEmail: priority.email, message: 'Last, priority' });

    for (const client of [standardFirst.client, priority.client]) {
      expect((await client.get('/api/admin/support-requests')).status).toBe(403);
      expect((await client.post(`/api/admin/support-requests/${await userIdOf(standardFirst.email)}/${first.id}/reply`, { message: 'Mine now' })).status).toBe(
        403,
      );
      expect(
        (await client.request('PATCH', `/api/admin/support-requests/${await userIdOf(standardFirst.email)}/${first.id}`, { json: { status: 'closed' } }))
          .status,
      ).toBe(403);
    }
    expect((await admin.client.get('/api/admin/support-requests?status=nonsense')).status).toBe(400);
    expect((await admin.client.get('/api/admin/support-requests?cursor=forged.cursor')).status).toBe(400);
  });

  it("mails a reply to the author's confirmed address, marks the request answered, and shows it on their Help page", async () => {
    const admin = await signUpAdmin();
    const author = await signUpAs('BUYER');
    const authorId = await userIdOf(author.email);
    const request = (await ask(author.client, { topic: 'mls', message: 'My MLS import stopped.\nSince Monday.' })).body;

    const replied = await admin.client.post<TReplySupportRequestResponse & TError>(`/api/admin/support-requests/${authorId}/${request.id}/reply`, {
      message: 'Fixed: the feed moved. Sync again.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      mailed: true,
      request: { id: request.id, status: 'answered', replies: [{ message: 'Fixed: the feed moved. Sync again.' }] },
    });
    const [mail] = await mailsTo(author.email);
    expect(mail?.subject).toBe('Re: your OpenHouse Market support request (MLS import)');
    expect(mail?.text).toContain('Fixed: the feed moved. Sync again.');
    expect(mail?.text).toContain('> Since Monday.');
    expect((await ownRequests(author.client)).items[0]).toMatchObject({ status: 'answered', replies: [{ message: 'Fixed: the feed moved. Sync again.' }] });
    expect((await wholeInbox(admin.client, 'answered')).map((r) => r.id)).toContain(request.id);
    expect((await wholeInbox(admin.client, 'open')).map((r) => r.id)).not.toContain(request.id);

    const closed = await admin.client.request<{ status: string }>('PATCH', `/api/admin/support-requests/${authorId}/${request.id}`, {
      json: { status: 'closed' },
    });
    expect(closed.body.status).toBe('closed');
    expect((await ownRequests(author.client)).items[0]?.status).toBe('closed');
    expect((await admin.client.post(`/api/admin/support-requests/${authorId}/01HZZZZZZZZZZZZZZZZZZZZZZZ/reply`, { message: 'Hello' })).status).toBe(404);
    expect((await admin.client.post(`/api/admin/support-requests/${authorId}/${request.id}/reply`, { message: ' ' })).status).toBe(400);
  });

  it('stores but does not mail a reply to an unconfirmed address (mailed: false)', async () => {
    const admin = await signUpAdmin();
    const author = await signUpAs('BUYER', {}, { confirmed: false });
    const request = (await ask(author.client, { topic: 'account', message: 'Where is my link?' })).body;
    const replied = await admin.client.post<TReplySupportRequestResponse>(`/api/admin/support-requests/${await userIdOf(author.email)}/${request.id}/reply`, {
      message: 'Check your spam folder.',
    });
    expect(replied.body).toMatchObject({ mailed: false, request: { status: 'answered' } });
    expect(await mailsTo(author.email)).toEqual([]);
    expect((await ownRequests(author.client)).items[0]?.replies).toEqual([expect.objectContaining({ message: 'Check your spam folder.' })]);
  });
});
