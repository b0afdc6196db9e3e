import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { generate } from 'otplib';
import * as keys from '../../data/keys';
import { TEST_PASSWORD, signUpAs, userIdOf } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { expectedQrRows, qrRowsOfSvg, svgOfDataUrl } from '../../../test/qr-svg';
import { createTestDeps } from '../../../test/test-deps';

type TClient = ReturnType<typeof createApiClient>;
type TSetup = { secret: string; otpauthUri: string; qrCodeDataUrl: string };
type TError = { message: string; errors?: { path: string; message: string }[] };

/** The code an authenticator shows one step (30 s) from now: the enrolment code used the current step. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
const currentCode = (secret: string) => generate({ secret });

async function enrolled() {
  const { client, email } = await signUpAs('AGENT');
  const setup = (await client.post<TSetup>('/api/settings/two-factor/setup')).body;
  const enabled = await client.post<{ recoveryCodes: string[] }>('/api/settings/two-factor/enable', { code: await currentCode(setup.secret) });
  expect(enabled.status).toBe(200);
  return { client, email, secret: setup.secret, recoveryCodes: enabled.body.recoveryCodes };
}

async function passwordStep(email: string, client: TClient = createApiClient()) {
  const response = await client.post<{ message: string; twoFactorRequired?: boolean; redirectUrl?: string }>('/api/auth/signin', {
    email,
    password: TEST_PASSWORD,
  });
  return { client, response };
}

describe('two-factor enrolment in settings', () => {
  it('hands out a secret as text and QR code, and turns on only with a code that matches it', async () => {
    const { client } = await signUpAs('BUYER');
    const setup = await client.post<TSetup>('/api/settings/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/OpenHouse%20Market:.+\?.*secret=/);
    expect(qrRowsOfSvg(svgOfDataUrl(setup.body.qrCodeDataUrl))).toEqual(expectedQrRows(setup.body.otpauthUri, 1));

    const wrong = await client.post<TError>('/api/settings/two-factor/enable', {
      code: '000000' === (await currentCode(setup.body.secret)) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await client.get<{ twoFactor: boolean }>('/api/settings')).body.twoFactor).toBe(false);

    const enabled = await client.post<{ recoveryCodes: string[] }>('/api/settings/two-factor/enable', { code: await currentCode(setup.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await client.get<{ twoFactor: boolean }>('/api/settings')).body.twoFactor).toBe(true);

    const again = await client.post<TError>('/api/settings/two-factor/setup');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Two-factor authentication is already on. Turn it off first to set up another authenticator.');
  });

  it('keeps the secret encrypted and the recovery codes hashed at rest', async () => {
    const { email, secret, recoveryCodes } = await enrolled();
    const { deps } = createTestDeps();
    const item = (await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: keys.twoFactor(await userIdOf(email)) }))).Item ?? {};
    const stored = JSON.stringify(item, (_key, value: unknown) => (value instanceof Set ? [...value] : value));
    expect(item.secretSealed).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });

  it('does not let the settings form switch two-factor on or off', async () => {
    const { client } = await signUpAs('BUYER');
    expect((await client.request<{ twoFactor: boolean }>('PUT', '/api/settings', { json: { twoFactor: true } })).body.twoFactor).toBe(false);
    const { client: enrolledClient } = await enrolled();
    expect((await enrolledClient.request<{ twoFactor: boolean }>('PUT', '/api/settings', { json: { twoFactor: false } })).body.twoFactor).toBe(true);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, and signs in only with a right one', async () => {
    const { email, secret } = await enrolled();
    const { client, response } = await passwordStep(email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Enter the code from your authenticator app.', twoFactorRequired: true });
    expect(client.jar.has('sid')).toBe(false);
    expect((await client.get('/api/auth/user')).status).toBe(401);

    expect((await client.post('/api/auth/signin/two-factor', { code: '12345' })).status).toBe(401);
    const code = await nextCode(secret);
    const done = await client.post('/api/auth/signin/two-factor', { code });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Welcome back!', redirectUrl: '/' });
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const replay = await passwordStep(email);
    expect((await replay.client.post('/api/auth/signin/two-factor', { code })).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { email, recoveryCodes } = await enrolled();
    const first = await passwordStep(email);
    expect((await first.client.post('/api/auth/signin/two-factor', { code: recoveryCodes[0]!.toLowerCase() })).status).toBe(200);
    const again = await passwordStep(email);
    expect((await again.client.post('/api/auth/signin/two-factor', { code: recoveryCodes[0] })).status).toBe(401);
    expect((await again.client.post('/api/auth/signin/two-factor', { code: recoveryCodes[1] })).status).toBe(200);
  });

  it('refuses the code step without a pending sign-in', async () => {
    const response = await createApiClient().post<TError>('/api/auth/signin/two-factor', { code: '123456' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your sign-in has expired. Enter your e-mail and password again.');
  });

  it('backs off wrong codes like wrong passwords', async () => {
    const { email, secret } = await enrolled();
    const { client } = await passwordStep(email);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/auth/signin/two-factor', { code: `00000${i}` })).status).toBe(401);
    const blocked = await client.post<TError>('/api/auth/signin/two-factor', { code: await nextCode(secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong codes\. Try again in \d+ (seconds?|minutes?)\.$/);
  });
});

describe('turning two-factor off', () => {
  it('needs a current code', async () => {
    const { client, email, recoveryCodes } = await enrolled();
    const refused = await client.post<TError>('/api/settings/two-factor/disable', { code: '99999' });
    expect(refused.status).toBe(400);
    expect((await client.get<{ twoFactor: boolean }>('/api/settings')).body.twoFactor).toBe(true);
    expect((await client.post('/api/settings/two-factor/disable', { code: recoveryCodes[3] })).status).toBe(200);
    expect((await client.get<{ twoFactor: boolean }>('/api/settings')).body.twoFactor).toBe(false);
    expect((await passwordStep(email)).response.body).toEqual({ message: 'Welcome back!', redirectUrl: '/' });
  });
});
