const BASE = { TABLE_NAME: 't', PHOTO_BUCKET: 'b' };

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

describe('HTTP configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  async function httpEnvWith(values: Record<string, string | undefined>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
    return (await import('./env')).getHttpEnv;
  }

  it('is required only of HTTP functions, and names what is missing', async () => {
    expect(await httpEnvWith({ SITE_ORIGIN: undefined })).toThrow(/HTTP environment variables\): SITE_ORIGIN/);
    expect((await envWith({}))()).toMatchObject({ TABLE_NAME: 't' });
  });

  it('derives the allowed origins and HTTPS from the site origin', async () => {
    const env = (
      await httpEnvWith({ SITE_ORIGIN: 'https://market.example', EXTRA_ORIGINS: 'http://127.0.0.1:3000, ', IP_HASH_SALT: 'a-salt-of-sixteen-chars' })
    )();
    expect(env).toMatchObject({ allowedOrigins: ['https://market.example', 'http://127.0.0.1:3000'], isHttps: true });
  });
});
