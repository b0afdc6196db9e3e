import { KIOSK_RATE_LIMITED_MESSAGE, KIOSK_SIGN_INS_PER_HOUR } from '@shared/constants/lead-capture';
import { SIGN_IN_CONSENT_TEXT } from '@shared/constants/lead-capture';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createTestDeps } from '../../../test/test-deps';
import { listLeadsOfProperty } from '../../data/lead-repository';
import { chicagoWallTime } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; code?: string; errors?: { path: string; message: string }[] };
type TForm = {
  openHouseId: string;
  propertyId: string;
  listingTitle: string;
  address: string;
  timeZone: string;
  questions: { id: string; label: string }[];
  isSaved?: boolean;
};
type TMessages = { items: { id: string; subject: string; preview: string; from: string }[] };

const QUESTIONS = [
  { id: 'hear', kind: 'choice', label: 'How did you hear about this open house?', choices: ['Yard sign', 'Online'] },
  { id: 'first-home', kind: 'yes-no', label: 'Is this your first home?' },
  { id: 'must-have', kind: 'text', label: 'Your must-have?' },
];

/** An open house of a new listing of `agent`, starting `startsInMinutes` from now and lasting two hours. */
async function openHouseOf(agent: TClient, startsInMinutes: number, title = 'Door-sign bungalow') {
  const response = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title,
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(startsInMinutes),
    endsAt: chicagoWallTime(startsInMinutes + 120),
  });
  if (response.status !== 201) throw new Error(`open house not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const formPath = (openHouse: { propertyId: string; openHouseId: string }) =>
  `/api/properties/${openHouse.propertyId}/open-houses/${openHouse.openHouseId}/sign-in-form`;
const saveForm = (agent: TClient, openHouse: { propertyId: string; openHouseId: string }, questions: unknown) =>
  agent.request<TForm & TError>('PUT', formPath(openHouse), { json: { questions } });

let clientIds = 0;
const visitorSignIn = (overrides: Record<string, unknown> = {}) => ({
  clientId: `test-sign-in-${Date.now().toString(36)}-${(clientIds++).toString(36)}`,
  name: 'Dana Door',
  email: 'dana.door@example.test',
  phone: '512-555-0100',
  workingWithAgent: 'no',
  timeframe: 'now',
  financing: 'pre-approved',
  answers: { hear: 'Yard sign', 'must-have': 'A big yard' },
  consent: true,
  ...overrides,
});

describe('the sign-in sheet of an open house', () => {
  it("is the owner's: empty until saved, then the visitor's link shows the questions; other agents get 403", async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 24 * 60);
    const before = await agent.get<TForm>(formPath(openHouse));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      openHouseId: openHouse.openHouseId,
      listingTitle: 'Door-sign bungalow',
      address: '2100 Lake Austin Blvd',
      timeZone: 'America/Chicago',
      questions: [],
      isSaved: false,
    });
    expect((await createApiClient().get(`/api/open-houses/${openHouse.openHouseId}/sign-in-form`)).status).toBe(404);

    const other = await signUpActiveAgent();
    expect((await saveForm(other.client, openHouse, QUESTIONS)).status).toBe(403);
    expect((await other.client.get(formPath(openHouse))).status).toBe(403);

    const saved = await saveForm(agent, openHouse, QUESTIONS);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isSaved: true, questions: QUESTIONS });
    const visitorView = await createApiClient().get<TForm>(`/api/open-houses/${openHouse.openHouseId}/sign-in-form`);
    expect(visitorView.status).toBe(200);
    expect(visitorView.body).toMatchObject({ propertyId: openHouse.propertyId, listingTitle: 'Door-sign bungalow', questions: QUESTIONS });
  });

  it('refuses more than 5 questions, a choice with one option and repeated ids (400), and keeps the saved form', async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 24 * 60);
    await saveForm(agent, openHouse, QUESTIONS);
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `q${i}`, kind: 'text', label: `Question ${i}` }));
    expect((await saveForm(agent, openHouse, six)).body.errors).toEqual([{ path: 'questions', message: 'At most 5 questions' }]);
    const oneChoice = await saveForm(agent, openHouse, [{ id: 'q', kind: 'choice', label: 'Pick', choices: ['Only'] }]);
    expect(oneChoice.status).toBe(400);
    expect(oneChoice.body.errors).toEqual([{ path: 'questions.0.choices', message: 'Give at least two choices' }]);
    const repeated = await saveForm(agent, openHouse, [
      { id: 'q', kind: 'text', label: 'A' },
      { id: 'q', kind: 'yes-no', label: 'B' },
    ]);
    expect(repeated.status).toBe(400);
    expect((await agent.get<TForm>(formPath(openHouse))).body.questions).toEqual(QUESTIONS);
  });
});

describe('POST /api/open-houses/{id}/sign-ins', () => {
  it('turns a sign-in into a Visited Open House lead with its answers, once per client id', async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 30, 'Lakeside cottage');
    await saveForm(agent, openHouse, QUESTIONS);
    const visitor = createApiClient();
    const signIn = visitorSignIn();
    const created = await visitor.post<{ id: string; message: string }>(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, signIn);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Thanks for signing in!');
    const retried = await visitor.post<{ id: string }>(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, signIn);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(created.body.id);

    const leads = await agent.get<{ items: { id: string; name: string; listingId: string }[] }>(`/api/properties/${openHouse.propertyId}/leads`);
    expect(leads.body.items).toEqual([expect.objectContaining({ id: created.body.id, name: 'Dana Door', listingId: openHouse.propertyId })]);
    const inbox = await agent.get<TMessages>('/api/messages');
    const message = inbox.body.items.find((m) => m.id === created.body.id);
    expect(message?.subject).toBe('Visited Open House: Lakeside cottage');
    expect(message?.preview).toContain('Signed in at the open house.');
    expect(message?.preview).not.toContain('outside its hours');

    const [stored] = await listLeadsOfProperty(createTestDeps().deps.db, openHouse.propertyId);
    expect(stored).toMatchObject({
      source: 'open-house',
      openHouseId: openHouse.openHouseId,
      signIn: {
        clientId: signIn.clientId,
        workingWithAgent: false,
        timeframe: 'now',
        financing: 'pre-approved',
        answers: [
          { questionId: 'hear', question: 'How did you hear about this open house?', answer: 'Yard sign' },
          { questionId: 'must-have', question: 'Your must-have?', answer: 'A big yard' },
        ],
        consent: { text: SIGN_IN_CONSENT_TEXT, givenAt: (stored as { createdAt: string }).createdAt },
        isOutsideHours: false,
      },
    });
  });

  it("accepts a sign-in far from the open house's hours but flags it", async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 5 * 24 * 60);
    await saveForm(agent, openHouse, []);
    const created = await createApiClient().post<{ id: string }>(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn({ answers: {} }));
    expect(created.status).toBe(201);
    const message = (await agent.get<TMessages>('/api/messages')).body.items.find((m) => m.id === created.body.id);
    expect(message?.preview).toContain('Signed in at the open house (outside its hours).');
  });

  it('refuses bad input (400) and unknown or unsaved sheets (404), and writes nothing', async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 30);
    const visitor = createApiClient();
    expect((await visitor.post(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn())).status).toBe(404);
    await saveForm(agent, openHouse, QUESTIONS);
    const missing = await visitor.post<TError>(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['clientId', 'name', 'email', 'workingWithAgent', 'consent']));
    const badAnswers = await visitor.post<TError>(
      `/api/open-houses/${openHouse.openHouseId}/sign-ins`,
      visitorSignIn({ answers: { hear: 'Radio', 'first-home': 'maybe' } }),
    );
    expect(badAnswers.status).toBe(400);
    expect(badAnswers.body.errors).toEqual([
      { path: 'answers.hear', message: 'Pick one of the choices' },
      { path: 'answers.first-home', message: 'Answer yes or no' },
    ]);
    expect((await visitor.post(`/api/open-houses/01HZZZZZZZZZZZZZZZZZZZZZZZ/sign-ins`, visitorSignIn())).status).toBe(404);
    expect((await agent.get<{ items: unknown[] }>(`/api/properties/${openHouse.propertyId}/leads`)).body.items).toEqual([]);
  });

  it("marks a signed-in buyer's saved open house attended", async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 30);
    await saveForm(agent, openHouse, QUESTIONS);
    const buyer = await signUpAs('BUYER');
    await buyer.client.post('/api/users/saved-open-houses', { propertyId: openHouse.propertyId, openHouseId: openHouse.openHouseId });
    const created = await buyer.client.post(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn({ consent: false }));
    expect(created.status).toBe(201);
    const saved = await buyer.client.get<{ items: { openHouseId: string; status: string }[] }>('/api/users/saved-open-houses');
    expect(saved.body.items).toEqual([expect.objectContaining({ openHouseId: openHouse.openHouseId, status: 'attended' })]);
  });

  it('answers 429 after 5 sign-ins at one listing from one connection in an hour, as inquiries do', async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 30);
    await saveForm(agent, openHouse, []);
    const visitor = createApiClient();
    for (let i = 0; i < 5; i++)
      expect((await visitor.post(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn({ answers: {} }))).status).toBe(201);
    const blocked = await visitor.post<TError>(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn({ answers: {} }));
    expect(blocked.status).toBe(429);
    expect((await agent.get<{ items: unknown[] }>(`/api/properties/${openHouse.propertyId}/leads`)).body.items).toHaveLength(5);
  });

  it("holds the listing's own agent on the kiosk to an hourly allowance sized for a door, and saves the visitors as no one's open house", async () => {
    const { client: agent } = await signUpActiveAgent();
    const openHouse = await openHouseOf(agent, 30);
    await saveForm(agent, openHouse, []);
    for (let i = 0; i < KIOSK_SIGN_INS_PER_HOUR; i++)
      expect((await agent.post(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn({ answers: {}, name: `Visitor ${i}` }))).status).toBe(201);
    const blocked = await agent.post<TError>(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, visitorSignIn({ answers: {}, name: 'One too many' }));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('3600');
    expect(blocked.body.message).toBe(KIOSK_RATE_LIMITED_MESSAGE);
    expect((await agent.get<{ items: unknown[] }>(`/api/properties/${openHouse.propertyId}/leads`)).body.items).toHaveLength(KIOSK_SIGN_INS_PER_HOUR);
    expect((await agent.get<{ items: unknown[] }>('/api/users/saved-open-houses')).body.items).toEqual([]);
  });
});
