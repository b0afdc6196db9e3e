import { createHmac } from 'node:crypto';

/** The Parameters and Secrets extension's answers, one call per GetSecretValue. */
const send = vi.fn<(secretId: string) => Promise<{ SecretString?: string }>>();
const extensionCalls: { url: string; token: string | null }[] = [];
vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
  extensionCalls.push({ url, token: init.headers['X-Aws-Parameters-Secrets-Token'] ?? null });
  const secretId = new URL(url).searchParams.get('secretId')!;
  try {
    return Response.json(await send(secretId));
  } catch (error) {
    return new Response((error as Error).message, { status: 400 });
  }
});

const BASE_ENV = { TABLE_NAME: 't', PHOTO_BUCKET: 'b', SITE_ORIGIN: 'https://market.example' };
const SALT_ARN = 'arn:aws:secretsmanager:us-east-1:1:secret:ip-hash-salt';

async function freshModules(env: Record<string, string>) {
  vi.resetModules();
  // A test run that also starts the embedded runtime hands its workers the local values of these secrets.
  for (const name of ['IP_HASH_SALT', 'IP_HASH_SALT_SECRET_ARN', 'DEVICE_COOKIE_KEY', 'DEVICE_COOKIE_KEY_SECRET_ARN', 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'])
    vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries({ ...BASE_ENV, ...env })) vi.stubEnv(name, value);
}

describe('secrets in the cloud', () => {
  beforeEach(() => {
    send.mockReset();
    extensionCalls.length = 0;
  });
  afterEach(() => vi.unstubAllEnvs());

  it('reads a secret once per container, and again only after a failed read', async () => {
    await freshModules({});
    const { readSecretOnce } = await import('./secrets');
    send.mockRejectedValueOnce(new Error('throttled')).mockResolvedValue({ SecretString: 'value-1' });
    await expect(readSecretOnce(SALT_ARN)).rejects.toThrow('throttled');
    expect(await readSecretOnce(SALT_ARN)).toBe('value-1');
    expect(await readSecretOnce(SALT_ARN)).toBe('value-1');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('asks the Lambda secrets extension on its port, with the function session token', async () => {
    await freshModules({ AWS_SESSION_TOKEN: 'session-token-1', PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2999' });
    const { readSecretOnce } = await import('./secrets');
    send.mockResolvedValue({ SecretString: 'v' });
    await readSecretOnce(SALT_ARN);
    expect(extensionCalls).toEqual([{ url: `http://localhost:2999/secretsmanager/get?secretId=${encodeURIComponent(SALT_ARN)}`, token: 'session-token-1' }]);
  });

  it('resolves every <NAME>_SECRET_ARN once per container for secretValue, retrying only a failed load', async () => {
    await freshModules({ DEVICE_COOKIE_KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:device' });
    const { loadSecretValues, secretValue } = await import('./secret-values');
    send.mockRejectedValueOnce(new Error('throttled')).mockResolvedValue({ SecretString: 'device-key' });
    await expect(loadSecretValues()).rejects.toThrow('throttled');
    expect(() => secretValue('DEVICE_COOKIE_KEY')).toThrow(/DEVICE_COOKIE_KEY is not configured/);
    await loadSecretValues();
    await loadSecretValues();
    expect(secretValue('DEVICE_COOKIE_KEY')).toBe('device-key');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('hashes IPs with the salt from Secrets Manager when the environment names only the secret', async () => {
    await freshModules({ IP_HASH_SALT_SECRET_ARN: SALT_ARN });
    send.mockResolvedValue({ SecretString: 'salt-from-secrets-manager' });
    const { hashIp } = await import('./ip-hash');
    expect(hashIp('203.0.113.9')).toBe(createHmac('sha256', 'salt-from-secrets-manager').update('203.0.113.9').digest('base64url').slice(0, 32));
    expect(send.mock.calls[0]?.[0]).toBe(SALT_ARN);
  });

  it('uses the local salt from the environment without calling AWS', async () => {
    await freshModules({ IP_HASH_SALT: 'local-salt-0123456789' });
    const { hashIp } = await import('./ip-hash');
    expect(hashIp('203.0.113.9')).toBe(createHmac('sha256', 'local-salt-0123456789').update('203.0.113.9').digest('base64url').slice(0, 32));
    expect(send).not.toHaveBeenCalled();
  });

  it('fails at load, naming both variables, when neither is set', async () => {
    await freshModules({});
    await expect(import('./ip-hash')).rejects.toThrow(/IP_HASH_SALT or IP_HASH_SALT_SECRET_ARN is required/);
  });
});
