import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { httpEntryKey, type TWebhookEntry } from '../entries/entry-types';
import { AppError } from '../platform/app-error';
import { systemClock } from '../platform/clock';
import { logger } from '../platform/logger';
import type { TEntryHandler } from './define-handler';
import type { THttpResult } from './kit/http-types';
import { toLambdaResult } from './kit/lambda-result';
import { checkTimestampedSignature } from '../platform/signature-header';
import { loadSecretValues, secretValue } from '../platform/secret-values';
import { errorMapper } from './middleware/error-mapper.middleware';
import { requestContext } from './middleware/request-context.middleware';
import { stateOf, type TAppContext, type TMiddleware } from './middleware/request-state';

export type TWebhookRequest = {
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
  pathParameters: Record<string, string | undefined>;
  requestId: string;
};

const rawBodyOf = (event: APIGatewayProxyEventV2) => Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

/**
 * Checks the entry's signature scheme on the raw bytes before anything reads them; 400 and no side effect otherwise.
 * A 'provider-sdk' entry's service has the provider's SDK check it first thing (the Stripe webhook's adapter), missing
 * header included.
 */
const signatureVerifier = (entry: TWebhookEntry): TMiddleware => ({
  before: (request) => {
    const { verifier } = entry;
    const { event } = request;
    if (verifier.scheme === 'timestamped-hmac-sha256') {
      const check = checkTimestampedSignature(
        event.headers[verifier.header],
        rawBodyOf(event),
        secretValue(verifier.secretEnv),
        verifier.toleranceSeconds,
        systemClock.now(),
      );
      if (!check.ok) {
        logger.warn('webhook signature refused', { reason: check.reason });
        throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
      }
    } else if (verifier.scheme === 'capability-in-path' && !event.pathParameters?.[verifier.param]) {
      // The token in the path is looked up by the service; here it must at least be there.
      throw new AppError('BAD_REQUEST', 'Missing token.');
    }
    stateOf(request).body = rawBodyOf(event);
  },
});

/**
 * Wraps a webhook's function: request id + logs → error mapping → signature on the raw body (or, for a
 * capability-in-path entry, the token the service looks up). No Origin check and no session: the
 * signature (the token) is the caller's identity. The function gets the verified bytes.
 */
export function defineWebhook<const W extends TWebhookEntry>(entry: W, run: (request: TWebhookRequest) => Promise<THttpResult>): TEntryHandler<W> {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(requestContext(httpEntryKey(entry)))
    .use(errorMapper())
    .use({ before: loadSecretValues })
    .use(signatureVerifier(entry))
    .handler(async (event, context) => {
      const state = (context as TAppContext).appState;
      const result = await run({
        rawBody: state.body as Buffer,
        headers: event.headers,
        pathParameters: event.pathParameters ?? {},
        requestId: state.requestId,
      });
      return toLambdaResult(result, { requestId: state.requestId, extraCookies: [], startedAt: state.startedAt, acceptEncoding: '' });
    });
  return Object.assign(handler, { entry });
}
