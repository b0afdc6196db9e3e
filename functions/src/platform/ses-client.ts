import { SESv2Client } from '@aws-sdk/client-sesv2';
import { getEnv } from './env';

let sesClient: SESv2Client | undefined;

/** The SES v2 client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getSesClient(): SESv2Client {
  sesClient ??= new SESv2Client({ region: getEnv().AWS_REGION });
  return sesClient;
}
