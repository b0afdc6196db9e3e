import { readSecretOnce } from './secrets';

const SECRET_ARN_SUFFIX = '_SECRET_ARN';
const resolved = new Map<string, string>();

/**
 * Resolves every `<NAME>_SECRET_ARN` this function was given (in the cloud) into the secret `NAME`, once
 * per container, so code can read it synchronously with secretValue. Locally NAME itself is set.
 */
export async function loadSecretValues(): Promise<void> {
  const pending = Object.entries(process.env).filter(([key, arn]) => key.endsWith(SECRET_ARN_SUFFIX) && arn && !resolved.has(key.slice(0, -SECRET_ARN_SUFFIX.length)));
  await Promise.all(pending.map(async ([key, arn]) => resolved.set(key.slice(0, -SECRET_ARN_SUFFIX.length), await readSecretOnce(arn!))));
}

/** A secret this function was configured with; fails naming it when the function has none. */
export function secretValue(name: string): string {
  const value = process.env[name] || resolved.get(name);
  if (!value) throw new Error(`${name} is not configured: set it locally, or grant the function ${name}${SECRET_ARN_SUFFIX} in the cloud`);
  return value;
}
