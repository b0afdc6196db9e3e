import { AwsClient } from 'aws4fetch';
import { getEnv } from './env';

/**
 * Calls to the AWS services a function uses besides DynamoDB (SQS, EventBridge Scheduler, SES v2, S3), as
 * SigV4-signed `fetch` requests through aws4fetch (~3 KB) instead of each service's SDK client (15–160 KB
 * of a route bundle each: README, "Function bundles"). The table keeps the SDK's document client.
 *
 * Endpoints follow the SDK's own variables (`AWS_ENDPOINT_URL_<SERVICE>`, then `AWS_ENDPOINT_URL`), which the
 * embedded runtime and LocalStack set; otherwise the service's regional endpoint. Credentials are those Lambda
 * passes in the environment (as the SDK's credential chain reads them there).
 */
type TAwsServiceInfo = { signingName: string; hostPrefix: string; endpointVariable: string };

const SERVICES = {
  sqs: { signingName: 'sqs', hostPrefix: 'sqs', endpointVariable: 'AWS_ENDPOINT_URL_SQS' },
  scheduler: { signingName: 'scheduler', hostPrefix: 'scheduler', endpointVariable: 'AWS_ENDPOINT_URL_SCHEDULER' },
  sesv2: { signingName: 'ses', hostPrefix: 'email', endpointVariable: 'AWS_ENDPOINT_URL_SESV2' },
  s3: { signingName: 's3', hostPrefix: 's3', endpointVariable: 'AWS_ENDPOINT_URL_S3' },
} satisfies Record<string, TAwsServiceInfo>;

export type TAwsService = keyof typeof SERVICES;

/** The SDK's standard retry mode makes 3 attempts; aws4fetch retries 5xx and 429 answers with backoff. */
const RETRIES = 2;

/** An AWS service's error answer: `code` is its error type (e.g. `ResourceNotFoundException`, `NoSuchKey`). */
export class AwsServiceError extends Error {
  override readonly name = 'AwsServiceError';
  constructor(
    readonly service: TAwsService,
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(`${service} ${status} ${code}: ${message}`);
  }
}

/** The service's endpoint without a trailing slash: an override when one is set, or whether it is the regional one. */
export function awsEndpoint(service: TAwsService): { url: string; overridden: boolean } {
  const override = process.env[SERVICES[service].endpointVariable] || process.env.AWS_ENDPOINT_URL;
  if (override) return { url: override.replace(/\/+$/, ''), overridden: true };
  const region = getEnv().AWS_REGION;
  const domain = region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  return { url: `https://${SERVICES[service].hostPrefix}.${region}.${domain}`, overridden: false };
}

const clients = new Map<TAwsService, AwsClient>();

/** The signing client of a service (credentials read once per container, as the SDK's clients do). */
export function awsClient(service: TAwsService): AwsClient {
  let client = clients.get(service);
  if (!client) {
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
    if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set: no credentials to sign AWS requests with');
    client = new AwsClient({ accessKeyId, secretAccessKey, sessionToken, service: SERVICES[service].signingName, region: getEnv().AWS_REGION, retries: RETRIES });
    clients.set(service, client);
  }
  return client;
}

/** Forgets the signing clients (tests that change credentials or the region). */
export function resetAwsClients(): void {
  clients.clear();
}

/** The error type in an AWS error answer: JSON protocols' `__type` or `x-amzn-ErrorType`, REST-XML's `<Code>`. */
function errorOf(service: TAwsService, status: number, headerType: string | null, body: string): AwsServiceError {
  let code = headerType?.split(':')[0] ?? '';
  let message = '';
  try {
    const json = JSON.parse(body) as { __type?: string; code?: string; message?: string; Message?: string };
    code ||= json.__type ?? json.code ?? '';
    message = json.message ?? json.Message ?? '';
  } catch {
    code ||= /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? '';
    message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? '';
  }
  // JSON protocols may qualify the type with its namespace: `com.amazonaws.sqs#QueueDoesNotExist`.
  code = code.slice(code.lastIndexOf('#') + 1) || `Http${status}`;
  return new AwsServiceError(service, code, status, message || body.slice(0, 200));
}

/**
 * One signed request to a service, `path` after its endpoint (or a whole URL, e.g. a queue's). Answers the
 * response when it is 2xx; otherwise throws AwsServiceError (after aws4fetch's retries of 5xx and 429).
 */
export async function awsFetch(service: TAwsService, path: string, init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> }): Promise<Response> {
  const url = /^https?:\/\//.test(path) ? path : `${awsEndpoint(service).url}${path}`;
  const response = await awsClient(service).fetch(url, { method: init.method, headers: init.headers, body: init.body });
  if (response.ok) return response;
  throw errorOf(service, response.status, response.headers.get('x-amzn-errortype'), await response.text());
}

/** A call to an AWS JSON-protocol operation (SQS): POST `/` with `X-Amz-Target`, the answer's JSON. */
export async function awsJsonCall<T>(service: TAwsService, target: string, input: unknown, options: { url?: string } = {}): Promise<T> {
  const response = await awsFetch(service, options.url ?? '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}
