const BASE = { TABLE_NAME: 't', PHOTO_BUCKET: 'b', SITE_ORIGIN: 'https://market.example', IP_HASH_SALT: 'a-salt-of-sixteen-chars',
  CURSOR_SIGNING_KEY: 'a-cursor-signing-key-of-32-characters',
  DEVICE_COOKIE_KEY: 'a-device-cookie-key-of-32-characters!',
  TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

async function envWith(values: Record<string, string>) {
  vi.resetModules();
  for (const name of ['MAIL_TRANSPORT', 'OUTBOX_DIR', 'MAIL_FROM']) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries({ ...BASE, ...values })) vi.stubEnv(name, value);
  return (await import('./env')).getEnv;
}

describe('mail configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to the local outbox', async () => {
    expect((await envWith({}))()).toMatchObject({ MAIL_TRANSPORT: 'outbox', OUTBOX_DIR: '.data/outbox' });
  });

  it('needs MAIL_FROM for SES and says so by name', async () => {
    expect(await envWith({ MAIL_TRANSPORT: 'ses' })).toThrow(/MAIL_FROM: required when MAIL_TRANSPORT=ses/);
    expect((await envWith({ MAIL_TRANSPORT: 'ses', MAIL_FROM: 'Market <no-reply@market.example>' }))()).toMatchObject({ MAIL_TRANSPORT: 'ses' });
  });
});
