import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getEnv } from './env';

/*
 * A module-scope singleton, created on first use and reused across invocations. Its endpoint comes from
 * the SDK's own AWS_ENDPOINT_URL(_DYNAMODB) variables, which the embedded runtime and LocalStack set.
 * One file per SDK client, so a route bundles only the clients it uses.
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function getDocumentClient(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: getEnv().AWS_REGION }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}
