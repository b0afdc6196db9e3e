import { TEST_PASSWORD, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';

describe("a stranger's wrong passwords do not lock out a browser that signed in before", () => {
  it('keeps the owner signing in while strangers are backed off', async () => {
    const { email } = await signUpAs('AGENT');
    const owner = createApiClient();
    expect((await owner.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
    const deviceCookie = owner.jar.get('device');
    expect(deviceCookie).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const attacker = createApiClient();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attacker.post('/api/auth/signin', { email, password: `guess-${i}-password` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429, 429]);
    expect((await createApiClient().post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(429);

    expect((await owner.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await owner.get('/api/auth/user')).status).toBe(200);
  });

  it('sets the device cookie HttpOnly, and ignores a forged one or one for another account', async () => {
    const victim = await signUpAs('BUYER');
    const other = await signUpAs('BUYER');
    const signIn = await other.client.post('/api/auth/signin', { email: other.email, password: TEST_PASSWORD });
    expect(signIn.cookies.find((c) => c.startsWith('device='))).toMatch(/; HttpOnly; Max-Age=\d+$/);

    const attacker = createApiClient();
    for (let i = 0; i < 5; i++) await attacker.post('/api/auth/signin', { email: victim.email, password: `guess-${i}-password` });
    const withOtherAccountsDevice = createApiClient();
    withOtherAccountsDevice.jar.set('device', other.client.jar.get('device') ?? '');
    expect((await withOtherAccountsDevice.post('/api/auth/signin', { email: victim.email, password: TEST_PASSWORD })).status).toBe(429);
    const [userId, deviceId] = (victim.client.jar.get('device') ?? '').split('.');
    const forged = createApiClient();
    forged.jar.set('device', `${userId}.${deviceId}.${'A'.repeat(43)}`);
    expect((await forged.post('/api/auth/signin', { email: victim.email, password: TEST_PASSWORD })).status).toBe(429);
    expect((await victim.client.post('/api/auth/signin', { email: victim.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});
