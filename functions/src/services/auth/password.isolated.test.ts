import { hashPassword, scryptCost, verifyPassword } from './password';

describe('password hashing (scrypt N=2^17, r=8, p=1)', () => {
  beforeEach(() => {
    // A combined run's api set-up hands its workers the test runtimes' lower cost.
    vi.stubEnv('PASSWORD_SCRYPT_N', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('stores the parameters and a per-user salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('s3cret-pass'), hashPassword('s3cret-pass')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('s3cret-pass', first)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', first)).toBe(false);
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('lowers the cost only to a power of two from 2^10 below 2^17, as the test runtimes ask', async () => {
    expect(scryptCost({ PASSWORD_SCRYPT_N: '4096' })).toBe(4096);
    for (const refused of ['', '1', '512', '5000', '262144', '131072', 'lots']) expect(scryptCost({ PASSWORD_SCRYPT_N: refused })).toBe(131072);
    vi.stubEnv('PASSWORD_SCRYPT_N', '4096');
    const cheap = await hashPassword('s3cret-pass');
    expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
    vi.stubEnv('PASSWORD_SCRYPT_N', '');
    // Verification reads the cost from the stored hash, whatever new hashes use.
    expect(await verifyPassword('s3cret-pass', cheap)).toBe(true);
  });
});
