import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters (OWASP's first choice): N=2^17, r=8, p=1 needs 128 MiB, so maxmem is raised. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAXMEM = 256 * 1024 * 1024;
const LOWEST_TEST_COST = 2 ** 10;

/**
 * N for new hashes. PASSWORD_SCRYPT_N lowers it for the test runtimes only (each hash at 2^17 costs most of a
 * second of a CI core, and the suites sign up hundreds of people); the cloud never sets it. Only a power of
 * two between 2^10 and 2^17 is taken, so a typo can never raise the memory past maxmem or drop the cost to nothing.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.PASSWORD_SCRYPT_N);
  const powerOfTwo = Number.isInteger(asked) && asked > 0 && (asked & (asked - 1)) === 0;
  return powerOfTwo && asked >= LOWEST_TEST_COST && asked < PARAMS.N ? asked : PARAMS.N;
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAXMEM };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...PARAMS, N: scryptCost() };
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = (): Promise<string> => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
