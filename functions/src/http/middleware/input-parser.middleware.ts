import type * as z from '@shared/zod';
import type { TFieldError } from '@shared/errors';
import { AppError } from '../../platform/app-error';
import type { THttpEntry } from '../../entries/entry-types';
import { stateOf, type TMiddleware } from './request-state';

export function toFieldErrors(error: z.core.$ZodError, prefix?: string): TFieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issue.message,
  }));
}

function validationError(errors: TFieldError[]): AppError {
  const messages = [...new Set(errors.map((e) => e.message))];
  return new AppError('BAD_REQUEST', messages.join('; '), errors);
}

/** `application/json`, optionally with a charset parameter, and nothing else. */
const JSON_CONTENT_TYPE = /^application\/json\s*(;\s*charset="?[\w-]+"?\s*)?$/i;

function readJsonBody(rawBody: string | undefined, isBase64: boolean, contentType: string | undefined): unknown {
  const text = rawBody === undefined ? '' : isBase64 ? Buffer.from(rawBody, 'base64').toString('utf8') : rawBody;
  if (text.trim() === '') return {};
  if (!JSON_CONTENT_TYPE.test(contentType ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'Malformed JSON body: the request body could not be read as JSON.');
  }
}

/** Parses the JSON body, query string and path parameters with the route's shared zod schemas. */
export const inputParser = (route: THttpEntry): TMiddleware => ({
  before: (request) => {
    const event = request.event;
    const state = stateOf(request);
    const errors: TFieldError[] = [];
    const parsePart = (schema: z.ZodMiniType | undefined, value: unknown, where: 'body' | 'query' | 'params') => {
      if (!schema) return value;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      errors.push(...toFieldErrors(result.error, where === 'body' ? undefined : where));
      return undefined;
    };
    if ('body' in route && route.body) {
      const raw = readJsonBody(event.body, event.isBase64Encoded, event.headers['content-type']);
      state.body = parsePart(route.body, raw, 'body');
    }
    state.query = parsePart(route.query, event.queryStringParameters ?? {}, 'query');
    state.params = parsePart(route.params, event.pathParameters ?? {}, 'params');
    if (errors.length) throw validationError(errors);
  },
});
