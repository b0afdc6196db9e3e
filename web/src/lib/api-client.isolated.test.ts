import * as z from 'zod';
import { ApiError, apiJson, apiRequest } from './api-client';
import { navigateTo } from './navigation';
import { toast } from './toast';

vi.mock('./navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('./toast', () => ({ toast: vi.fn() }));

const reply = (body: string | null, status: number, statusText = '') => vi.fn(async () => new Response(body, { status, statusText }));

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends cookies, and the JSON content type only with a body', async () => {
    const fetchMock = reply('{"ok":true}', 200);
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/thing');
    await apiRequest('/api/thing', { method: 'POST', body: { a: 1 } });

    const [getInit, postInit] = fetchMock.mock.calls.map((call: unknown[]) => call[1] as RequestInit);
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include', headers: undefined, body: undefined });
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });
  });

  it("fails with '<status>: <body text>' and keeps the parsed error body", async () => {
    const body = JSON.stringify({ message: 'Invalid request', errors: [{ path: 'email', message: 'Invalid email' }] });
    vi.stubGlobal('fetch', reply(body, 400, 'Bad Request'));

    const error = await catchError(apiRequest('/api/thing', { method: 'POST', body: {} }));
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Invalid request');
    expect(error.body?.errors).toEqual([{ path: 'email', message: 'Invalid email' }]);
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', reply(null, 503, 'Service Unavailable'));
    const error = await catchError(apiRequest('/api/thing'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a non-JSON error body as text', async () => {
    vi.stubGlobal('fetch', reply('upstream timeout', 504, 'Gateway Timeout'));
    const error = await catchError(apiRequest('/api/thing'));
    expect(error.message).toBe('504: upstream timeout');
    expect(error.body).toBeNull();
  });

  it('a 401 tells the user and goes to /api/login after 500 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', reply('{"message":"You are logged out."}', 401, 'Unauthorized'));

    const error = await catchError(apiRequest('/api/thing'));
    expect(error.status).toBe(401);
    expect(toast).toHaveBeenCalledWith({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    vi.advanceTimersByTime(499);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledWith('/api/login');
  });

  it('a caller can handle 401 itself', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', reply('{"message":"Invalid email or password."}', 401, 'Unauthorized'));

    const error = await catchError(apiRequest('/api/auth/signin', { method: 'POST', body: {}, on401: 'throw' }));
    expect(error.serverMessage).toBe('Invalid email or password.');
    vi.runAllTimers();
    expect(toast).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('parses answers with the response schema', async () => {
    vi.stubGlobal('fetch', reply('{"APP_MODE":"beta"}', 200));
    await expect(apiJson('/api/app-mode', z.object({ APP_MODE: z.string() }))).resolves.toEqual({ APP_MODE: 'beta' });

    vi.stubGlobal('fetch', reply('{"unexpected":true}', 200));
    await expect(apiJson('/api/app-mode', z.object({ APP_MODE: z.string() }))).rejects.toThrow('Unexpected response from /api/app-mode');
  });
});
