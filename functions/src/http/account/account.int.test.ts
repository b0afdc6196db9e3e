import type { TAccount } from '@shared/schemas/account.schema';
import { TEST_PASSWORD, signUpAs } from '../../../test/accounts';
import { confirmationTokenFor, followConfirmationLink } from '../../../test/email-confirmation';
import { createApiClient, uniqueEmail } from '../../../test/http-client';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

const putAccount = (client: TClient, body: unknown) => client.request<TAccount & TError>('PUT', '/api/account', { json: body });
const changePassword = (client: TClient, body: unknown) =>
  client.post<TError & { success: boolean; message: string; signedOutSessions: number }>('/api/account/password', body);
const signIn = async (email: string, password: string) => {
  const client = createApiClient();
  const response = await client.post('/api/auth/signin', { email, password });
  return { client, status: response.status };
};

describe('GET and PUT /api/account', () => {
  it('shows personal and professional information and saves the form', async () => {
    const { client, email } = await signUpAs('AGENT', { displayName: 'Morgan Lee', phone: '512-555-0100', licenseNumber: 'TX-1' });
    const account = await client.get<TAccount>('/api/account');
    // A new agent is on the free trial, which counts as active.
    expect(account.body).toMatchObject({
      email,
      firstName: 'Morgan',
      lastName: 'Lee',
      phone: '512-555-0100',
      role: 'AGENT',
      licenseNumber: 'TX-1',
      brokerageName: 'Test Realty',
      subscriptionStatus: 'active',
    });

    const saved = await putAccount(client, {
      firstName: ' Morgan ',
      lastName: 'Lee-Park',
      email,
      phone: '',
      city: 'Austin',
      bio: '<b>Hi</b>',
      licenseNumber: 'TX-2',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Morgan',
      lastName: 'Lee-Park',
      phone: null,
      city: 'Austin',
      bio: '<b>Hi</b>',
      licenseNumber: 'TX-2',
      brokerageName: 'Test Realty',
    });
    const me = await client.get<{ firstName: string; lastName: string; profile: { displayName: string; city: string } }>('/api/auth/user');
    expect(me.body).toMatchObject({ firstName: 'Morgan', lastName: 'Lee-Park', profile: { displayName: 'Morgan Lee-Park', city: 'Austin' } });
  });

  it('moves the e-mail once the new one is confirmed: the new one signs in, the old one is free again', async () => {
    const { client, email } = await signUpAs('BUYER');
    const next = uniqueEmail('moved');
    const saved = await putAccount(client, { firstName: 'Test', email: `  ${next.toUpperCase()} `, currentPassword: TEST_PASSWORD });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email, pendingEmail: next });
    expect((await followConfirmationLink(createApiClient(), await confirmationTokenFor(next))).status).toBe(200);
    expect((await signIn(next, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    const reuse = await createApiClient().post('/api/auth/signup/buyer', { name: 'New Owner', email, password: TEST_PASSWORD, consents: { terms: true } });
    expect(reuse.status).toBe(201);
  });

  it('needs the current password to change the e-mail: missing or wrong is 400 and nothing changes', async () => {
    const { client, email } = await signUpAs('BUYER');
    const next = uniqueEmail('takeover');
    for (const currentPassword of [undefined, 'not-my-password']) {
      const refused = await putAccount(client, { firstName: 'Test', email: next, currentPassword });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect.' }]);
    }
    expect((await client.get<TAccount>('/api/account')).body.email).toBe(email);
    expect((await signIn(next, TEST_PASSWORD)).status).toBe(401);
    expect((await putAccount(client, { firstName: 'Renamed', email })).status).toBe(200);
  });

  it('refuses an e-mail another account has (any case): 409 and nothing changes', async () => {
    const [mine, theirs] = await Promise.all([signUpAs('AGENT'), signUpAs('BUYER')]);
    const before = (await mine.client.get<TAccount>('/api/account')).body;
    const taken = await putAccount(mine.client, {
      firstName: 'Changed',
      lastName: 'Name',
      email: theirs.email.toUpperCase(),
      city: 'Dallas',
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this e-mail already exists.');
    expect((await mine.client.get<TAccount>('/api/account')).body).toEqual(before);
    expect((await signIn(mine.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(theirs.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps a broker findable under the brokerage they move to, and no longer under the old one', async () => {
    const oldName = `Old Realty ${uniqueEmail('b')}`;
    const newName = `New Realty ${uniqueEmail('b')}`;
    const { client, email } = await signUpAs('BROKER', { brokerageName: oldName });
    const { id } = (await client.get<TAccount>('/api/account')).body;
    expect((await createApiClient().get(`/api/brokerage/${encodeURIComponent(oldName)}/broker`)).body).toEqual({ brokerId: id });
    expect((await putAccount(client, { firstName: 'Test', email, brokerageName: newName })).status).toBe(200);
    expect((await createApiClient().get(`/api/brokerage/${encodeURIComponent(newName.toUpperCase())}/broker`)).body).toEqual({ brokerId: id });
    expect((await createApiClient().get(`/api/brokerage/${encodeURIComponent(oldName)}/broker`)).status).toBe(404);
    expect((await putAccount(client, { firstName: 'Test', email, brokerageName: null })).status).toBe(200);
    expect((await createApiClient().get(`/api/brokerage/${encodeURIComponent(newName)}/broker`)).status).toBe(404);
  });

  it('refuses professional fields from a buyer (null and empty are fine) and validates the form', async () => {
    const { client, email } = await signUpAs('BUYER');
    const pro = await putAccount(client, { firstName: 'Bo', email, licenseNumber: 'TX-9', brokerageName: 'Mine' });
    expect(pro.status).toBe(400);
    expect(pro.body.errors).toEqual([
      { path: 'licenseNumber', message: 'Only agents and brokers have a license number' },
      { path: 'brokerageName', message: 'Only agents and brokers have a brokerage' },
    ]);
    expect((await putAccount(client, { firstName: 'Bo', email, licenseNumber: null, brokerageName: '' })).status).toBe(200);
    const invalid = await putAccount(client, { firstName: ' ', email: 'nope', bio: 'x'.repeat(2001) });
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name is required' },
        { path: 'email', message: 'Invalid email' },
        { path: 'bio', message: 'Bio must be at most 2000 characters' },
      ]),
    );
    expect((await createApiClient().get('/api/account')).status).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  it("checks the three fields in the spec's words", async () => {
    const { client } = await signUpAs('BUYER');
    const empty = await changePassword(client, { currentPassword: '', newPassword: 'long-enough-1' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: 'currentPassword', message: 'Please fill in all password fields.' },
      { path: 'confirmPassword', message: 'Please fill in all password fields.' },
    ]);
    const short = await changePassword(client, { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' });
    expect(short.body.errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 8 characters long' }]);
    const mismatch = await changePassword(client, { currentPassword: TEST_PASSWORD, newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' });
    expect(mismatch.body.errors).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { client, email } = await signUpAs('BUYER');
    const wrong = await changePassword(client, { currentPassword: 'not-my-password', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: 'Current password is incorrect.',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
    });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('backs off wrong current passwords: after 5, even the right password gets 429 for a while', async () => {
    const { client } = await signUpAs('BUYER');
    for (let i = 0; i < 5; i++) {
      expect(
        (await changePassword(client, { currentPassword: `wrong-${i}-password`, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' })).status,
      ).toBe(400);
    }
    const blocked = await changePassword(client, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong passwords\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('changes the password, keeps this browser signed in under a new session token and signs every other session out', async () => {
    const { client, email } = await signUpAs('AGENT');
    const tokenBefore = client.jar.get('sid');
    const phone = await signIn(email, TEST_PASSWORD);
    expect((await phone.client.get('/api/auth/user')).status).toBe(200);

    const changed = await changePassword(client, { currentPassword: TEST_PASSWORD, newPassword: 'a-new-secret-2026', confirmPassword: 'a-new-secret-2026' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: 'Your password has been updated successfully.', signedOutSessions: 1 });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await phone.client.get('/api/auth/user')).status).toBe(401);
    expect(client.jar.get('sid')).not.toBe(tokenBefore);
    const oldToken = createApiClient();
    oldToken.jar.set('sid', tokenBefore ?? '');
    expect((await oldToken.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'a-new-secret-2026')).status).toBe(200);
  });
});
