import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { getSecretsManagerClient } from './secrets-manager-client';

const readings = new Map<string, Promise<string>>();

/**
 * A Secrets Manager secret's string, fetched once per container and shared by every caller; a failed
 * fetch is forgotten so the next request tries again.
 */
export function readSecretOnce(secretArn: string): Promise<string> {
  let reading = readings.get(secretArn);
  if (!reading) {
    reading = getSecretsManagerClient()
      .send(new GetSecretValueCommand({ SecretId: secretArn }))
      .then(({ SecretString }) => {
        if (!SecretString) throw new Error(`Secret ${secretArn} has no string value`);
        return SecretString;
      });
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
