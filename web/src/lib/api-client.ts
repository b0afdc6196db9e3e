import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants/limits';
import type { TErrorBody } from '@shared/errors';
import { navigateTo } from './navigation';
import type { TZodSchema } from './zod-schema';
import { rememberReturnTo } from './return-to';
import { toast } from './toast';
import { whenToastsVisible } from './toaster-presence';

/**
 * A non-OK API answer. `message` is the spec's "<status>: <body text or status text>" (§8); `body` keeps the
 * parsed `{ message, errors[{ path, message }] }` when the server sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: TErrorBody | null,
  ) {
    super(message);
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }
}

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TRequestOptions = {
  method?: THttpMethod;
  /** Sent as JSON; the JSON content type is set only when there is a body. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * 'log-out' (default): a 401 means the session is gone, so the user is told and sent to login.
   * 'throw': the caller handles 401 itself (the session check, sign-in's wrong password).
   */
  on401?: 'log-out' | 'throw';
};

let isLoggingOut = false;

/**
 * Spec §8: toast 'Unauthorized', then a full navigation to /api/login after 500 ms. Runs once at a time.
 * Screens with their own wording pass it ('You need to be logged in to create listings.'), and their own
 * delay when the spec gives one. The page the user was on is remembered so sign-in can return there.
 */
export function handleLoggedOut(description = 'You are logged out. Logging in again...', delayMs = LOGIN_REDIRECT_DELAY_MS): void {
  if (isLoggingOut) return;
  isLoggingOut = true;
  rememberReturnTo(`${window.location.pathname}${window.location.search}`);
  toast({ title: 'Unauthorized', description, variant: 'destructive' });
  // The delay counts from when the toast can be read: the navigation leaves the page and its toasts.
  whenToastsVisible(() =>
    setTimeout(() => {
      isLoggingOut = false;
      navigateTo('/api/login');
    }, delayMs),
  );
}

/**
 * The server's error body, checked against the shared schema. The schema (and zod with it) is loaded on
 * the first error rather than with the first screen: most pages never see one.
 */
async function parseErrorBody(text: string): Promise<TErrorBody | null> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const { ZErrorResponseSchema } = await import('@shared/schemas/common.schema');
  const parsed = ZErrorResponseSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Unexpected response from ${path}`);
  }
}

/** Calls the API with the session cookie; resolves to the JSON body (null when empty). */
export async function apiRequest(path: string, options: TRequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal, on401 = 'log-out' } = options;
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401 && on401 === 'log-out') handleLoggedOut();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, await parseErrorBody(text));
  }
  return text ? parseJson(text, path) : null;
}

/** Like apiRequest, then checks the answer against the route's shared response schema. */
export async function apiJson<T>(path: string, schema: TZodSchema<T>, options: TRequestOptions = {}): Promise<T> {
  const data = await apiRequest(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`Unexpected response from ${path}`);
  return parsed.data;
}

/**
 * Like apiJson, with the schema module loaded beside the request instead of imported up front: the calls
 * the first screen makes (session, app mode, featured listings) keep zod and the schemas out of the first
 * chunk, at no extra wait since the download runs while the request does.
 */
export async function apiJsonDeferred<T>(path: string, loadSchema: () => Promise<TZodSchema<T>>, options: TRequestOptions = {}): Promise<T> {
  const [data, schema] = await Promise.all([apiRequest(path, options), loadSchema()]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`Unexpected response from ${path}`);
  return parsed.data;
}
