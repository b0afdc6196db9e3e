import { makeCurrentUser } from '../../testing/factories';
import { emptyResponse, jsonResponse, mockApi, signedInAs, signedOutReply } from '../../testing/mock-api';
import { toast } from '../toast';
import { getCurrentUser } from './get-current-user';

vi.mock('../toast', () => ({ toast: vi.fn() }));

describe('getCurrentUser', () => {
  it('answers the user when signed in', async () => {
    const user = makeCurrentUser();
    mockApi({ 'GET /api/auth/user': () => jsonResponse(user) });
    await expect(getCurrentUser()).resolves.toEqual(user);
  });

  it('answers null on 401, without the logged-out handling', async () => {
    mockApi({ 'GET /api/auth/user': signedOutReply });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not ask without the signed_in hint cookie: no request, no 401, signed out', async () => {
    document.cookie = 'signed_in=; path=/; max-age=0';
    const { calls } = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser()) });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks when the hint is there', async () => {
    const { callsTo } = mockApi();
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('fails on other errors', async () => {
    mockApi({ 'GET /api/auth/user': () => emptyResponse(500, 'Internal Server Error') });
    await expect(getCurrentUser()).rejects.toThrow('500: Internal Server Error');
  });
});
