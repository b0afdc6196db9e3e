import { readSecretOnce } from './secrets';

const SECRET_ARN_SUFFIX = '_SECRET_ARN';
const resolved = new Map<string, string>();
/** Set once every `<NAME>_SECRET_ARN` of the container has been read; a failed read leaves it unset. */
let loading: Promise<void> | undefined;

async function loadAll(): Promise<void> {
  const pending = Object.entries(process.env).filter(
    ([key, arn]) => key.endsWith(SECRET_ARN_SUFFIX) && arn && !resolved.has(key.slice(0, -SECRET_ARN_SUFFIX.length)),
  );
  await Promise.all(pending.map(async ([key, arn]) => resolved.set(key.slice(0, -SECRET_ARN_SUFFIX.length), await readSecretOnce(arn!))));
}

/**
 * Resolves every `<NAME>_SECRET_ARN` this function was given (in the cloud) into the secret `NAME`, once
 * per container, so code can read it synchronously with secretValue. Locally NAME itself is set.
 * Every request awaits it, so after the first it is one settled promise: walking process.env on each
 * request (a call into the runtime per variable) was a fifth of a warm request's CPU.
 */
export function loadSecretValues(): Promise<void> {
  if (!loading) {
    loading = loadAll();
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** A secret this function was configured with; fails naming it when the function has none. */
export function secretValue(name: string): string {
  const value = process.env[name] || resolved.get(name);
  if (!value) throw new Error(`${name} is not configured: set it locally, or grant the function ${name}${SECRET_ARN_SUFFIX} in the cloud`);
  return value;
}
