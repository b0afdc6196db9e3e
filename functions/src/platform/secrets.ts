const readings = new Map<string, Promise<string>>();

/** The AWS Parameters and Secrets Lambda Extension's local endpoint (its default port unless Lambda says otherwise). */
const extensionUrl = (secretArn: string) =>
  `http://localhost:${process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773'}/secretsmanager/get?secretId=${encodeURIComponent(secretArn)}`;

/**
 * One GetSecretValue through the extension every function carries (infra's RouteFunction adds its
 * layer): a plain HTTP call on localhost, authenticated with the function's own session token. Reading
 * secrets this way keeps the Secrets Manager client, and the SDK protocol code it drags in, out of
 * every bundle: each HTTP route reads at least the CDN origin secret.
 */
async function fetchSecret(secretArn: string): Promise<string> {
  const response = await fetch(extensionUrl(secretArn), { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } });
  if (!response.ok)
    throw new Error(`Secret ${secretArn} could not be read: the secrets extension answered ${response.status} ${(await response.text()).slice(0, 200)}`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error(`Secret ${secretArn} has no string value`);
  return SecretString;
}

/**
 * A Secrets Manager secret's string, fetched once per container and shared by every caller; a failed
 * fetch is forgotten so the next request tries again.
 */
export function readSecretOnce(secretArn: string): Promise<string> {
  let reading = readings.get(secretArn);
  if (!reading) {
    reading = fetchSecret(secretArn);
    reading.catch(() => readings.delete(secretArn));
    readings.set(secretArn, reading);
  }
  return reading;
}

/**
 * A configured secret: locally its value sits in the environment; in the cloud the environment names
 * only the Secrets Manager secret that holds it.
 */
export async function resolveSecret(value: string | undefined, secretArn: string | undefined): Promise<string | undefined> {
  if (value) return value;
  return secretArn ? readSecretOnce(secretArn) : undefined;
}
