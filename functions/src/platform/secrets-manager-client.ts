import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getEnv } from './env';

let secretsManagerClient: SecretsManagerClient | undefined;

/** The Secrets Manager client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getSecretsManagerClient(): SecretsManagerClient {
  secretsManagerClient ??= new SecretsManagerClient({ region: getEnv().AWS_REGION });
  return secretsManagerClient;
}
