import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { getEnv } from './env';

/**
 * Calls to the AWS services a function uses besides DynamoDB (SQS, EventBridge Scheduler, SES v2, S3, Amazon Location Places), as
 * SigV4-signed `fetch` requests instead of each service's SDK client (15–160 KB of a route bundle each:
 * README, "Function bundles"). They are signed by the SDK's own SignatureV4, which every bundle carries for
 * the table's document client.
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
  /** Amazon Location Service Places (v2): `places.geo.<region>.amazonaws.com`. */
  'geo-places': { signingName: 'geo-places', hostPrefix: 'places.geo', endpointVariable: 'AWS_ENDPOINT_URL_GEO_PLACES' },
} satisfies Record<string, TAwsServiceInfo>;

export type TAwsService = keyof typeof SERVICES;

/** Attempts at a request, as the SDK's standard retry mode makes them. */
const ATTEMPTS = 3;
/** The first retry's base delay; each next one doubles it (with jitter). */
const BACKOFF_MS = 50;
/** How long one attempt may take before it is given up (and tried again), as the SDK's socket timeout bounds its clients. */
const ATTEMPT_TIMEOUT_MS = 20_000;

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

type TCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

let credentials: TCredentials | undefined;
const signers = new Map<TAwsService, SignatureV4>();

/** The credentials Lambda passes in the environment, read once per container as the SDK's clients read them. */
export function awsCredentials(): TCredentials {
  if (!credentials) {
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
    if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set: no credentials to sign AWS requests with');
    credentials = { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
  }
  return credentials;
}

/**
 * A service's signer: the SDK's own SignatureV4, already in every bundle for the table. S3 signs the path as
 * sent (each key segment encoded once) and says the payload is unsigned; other services sign it encoded again
 * and hash the body.
 */
function signerOf(service: TAwsService): SignatureV4 {
  let signer = signers.get(service);
  if (!signer) {
    signer = new SignatureV4({ credentials: awsCredentials(), region: getEnv().AWS_REGION, service: SERVICES[service].signingName, sha256: Sha256, uriEscapePath: service !== 's3', applyChecksum: false });
    signers.set(service, signer);
  }
  return signer;
}

/** Forgets the credentials and signers (tests that change credentials or the region). */
export function resetAwsClients(): void {
  credentials = undefined;
  signers.clear();
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

type TAwsRequest = { method: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer>; attemptTimeoutMs?: number };

async function signedFetch(service: TAwsService, url: URL, init: TAwsRequest): Promise<Response> {
  const headers = { ...init.headers, host: url.host, ...(service === 's3' ? { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } : {}) };
  const signed = await signerOf(service).sign({
    method: init.method,
    protocol: url.protocol,
    hostname: url.hostname,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: init.body,
  });
  // fetch sets Host itself, from the URL (the same value).
  const { host: _host, ...sent } = signed.headers;
  return fetch(url, { method: init.method, headers: sent, body: init.body, signal: AbortSignal.timeout(init.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS) });
}

const isRetryable = (response: Response) => response.status === 429 || response.status >= 500;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 2 ** attempt * (0.5 + Math.random() / 2)));

/**
 * One signed request to a service, `path` after its endpoint (or a whole URL, e.g. a queue's). Answers the
 * response when it is 2xx; otherwise throws AwsServiceError. Network failures, attempts past their timeout, 429
 * and 5xx answers are tried again (ATTEMPTS in all, with backoff), each attempt signed anew.
 */
export async function awsFetch(service: TAwsService, path: string, init: TAwsRequest): Promise<Response> {
  const url = new URL(/^https?:\/\//.test(path) ? path : `${awsEndpoint(service).url}${path}`);
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await signedFetch(service, url, init);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await backoff(attempt);
      continue;
    }
    if (response.ok) return response;
    if (!isRetryable(response) || attempt >= ATTEMPTS) throw errorOf(service, response.status, response.headers.get('x-amzn-errortype'), await response.text());
    await response.body?.cancel();
    await backoff(attempt);
  }
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
