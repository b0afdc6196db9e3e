import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt N=2^17, r=8, p=1)', () => {
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
});
