import { SETTINGS_DEFAULTS } from '@shared/constants/settings';
import type { TSettings } from '@shared/schemas/settings.schema';
import { signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';

type TError = { message: string; errors?: { path: string; message: string }[] };

describe('GET and PUT /api/settings', () => {
  it('starts from the defaults, saves per user and survives a reload', async () => {
    const [{ client, email }, other] = await Promise.all([signUpAs('AGENT'), signUpAs('BUYER')]);
    expect((await client.get<TSettings>('/api/settings')).body).toEqual({ ...SETTINGS_DEFAULTS, updatedAt: null });

    const saved = await client.request<TSettings>('PUT', '/api/settings', {
      json: {
        emailNotifications: false,
        pushNotifications: 'true',
        marketingEmails: true,
        twoFactor: true,
        profileVisibility: 'registered',
        contactVisibility: 'agents',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      emailNotifications: false,
      pushNotifications: true,
      marketingEmails: true,
      twoFactor: false,
      profileVisibility: 'registered',
      contactVisibility: 'agents',
    });
    expect(saved.body.updatedAt).toEqual(expect.any(String));

    const otherDevice = createApiClient();
    await otherDevice.post('/api/auth/signin', { email, password: 'correct-horse-battery' });
    expect((await otherDevice.get<TSettings>('/api/settings')).body).toEqual(saved.body);
    expect((await other.client.get<TSettings>('/api/settings')).body).toEqual({ ...SETTINGS_DEFAULTS, updatedAt: null });

    const partial = await client.request<TSettings>('PUT', '/api/settings', { json: { marketingEmails: 'false' } });
    expect(partial.body).toMatchObject({ marketingEmails: false, emailNotifications: false, profileVisibility: 'registered' });
  });

  it('refuses unknown options and non-switch values, and visitors', async () => {
    const { client } = await signUpAs('BUYER');
    const invalid = await client.request<TError>('PUT', '/api/settings', {
      json: { profileVisibility: 'friends', contactVisibility: 'everyone', twoFactor: 'on' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { path: 'twoFactor', message: 'Two-factor authentication must be true or false' },
      { path: 'profileVisibility', message: 'Choose public, registered or private' },
      { path: 'contactVisibility', message: 'Choose public, agents or private' },
    ]);
    expect((await createApiClient().get('/api/settings')).status).toBe(401);
    expect((await createApiClient().request('PUT', '/api/settings', { json: {} })).status).toBe(401);
  });
});
