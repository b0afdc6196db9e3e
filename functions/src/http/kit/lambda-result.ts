import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { THttpResult } from './http-types';
import { COMPRESS_FROM_BYTES, pickEncoding, prepareBody, type TPreparedBody } from '../../platform/prepared-body';

type TResultContext = { requestId: string; extraCookies: string[]; startedAt: number; acceptEncoding: string };

/** Handler time, as the browser's devtools and the bench read it. */
const withTiming = (headers: Record<string, string>, startedAt: number) => ({
  ...headers,
  'server-timing': `app;dur=${(performance.now() - startedAt).toFixed(1)}`,
});

/** A handler's result as API Gateway's payload v2 wants it: JSON bodies compressed when large and accepted. */
export function toLambdaResult(result: THttpResult, context: TResultContext): APIGatewayProxyStructuredResultV2 {
  const cookies = [...context.extraCookies, ...(result.cookies ?? [])];
  const headers: Record<string, string> = { 'cache-control': 'no-store', 'x-request-id': context.requestId, ...result.headers };
  let body: TPreparedBody | string | undefined = result.rawBody;
  if (body === undefined && (result.prepared || result.body !== undefined)) {
    body = result.prepared ?? prepareBody(result.body);
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  const statusCode = result.status ?? 200;
  const cookieField = cookies.length ? { cookies } : {};
  if (body === undefined) return { statusCode, headers: withTiming(headers, context.startedAt), ...cookieField };
  const text = typeof body === 'string' ? body : body.text;
  const encoding = typeof body === 'string' ? null : pickEncoding(context.acceptEncoding);
  if (encoding && typeof body !== 'string' && text.length >= COMPRESS_FROM_BYTES) {
    return {
      statusCode,
      headers: withTiming({ ...headers, 'content-encoding': encoding, vary: 'accept-encoding' }, context.startedAt),
      body: body.encoded(encoding),
      isBase64Encoded: true,
      ...cookieField,
    };
  }
  return { statusCode, headers: withTiming(headers, context.startedAt), body: text, ...cookieField };
}
