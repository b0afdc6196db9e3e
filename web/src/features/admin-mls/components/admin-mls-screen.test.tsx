import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeMlsReview, makeRegistryEntry } from '../../../testing/mls-trust-factories';
import { renderApp } from '../../../testing/render-app';

const admin = makeCurrentUser({ firstName: 'Ada', role: 'AGENT', isAdmin: true });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;

function renderAsAdmin(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(admin),
    'GET /api/admin/mls-registry': () => jsonResponse({ items: [] }),
    'GET /api/admin/mls-reviews': () => jsonResponse({ items: [] }),
    ...routes,
  });
  return { ...renderApp('/admin/mls'), api };
}

describe('/admin/mls access', () => {
  it('is a 404 for a signed-in user who is not an administrator, and asks nothing of the admin API', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    renderApp('/admin/mls');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/mls-registry')).toHaveLength(0);
  });

  it('sends a signed-out visitor to sign in', async () => {
    mockApi();
    const { router } = renderApp('/admin/mls');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: FIRST_RENDER_TIMEOUT_MS });
  });

  it('offers Admin in the user menu of administrators only', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(admin) });
    const { user } = renderApp('/terms');
    await user.click(await screen.findByRole('button', { name: 'Ada' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin/mls');
  });
});

describe('/admin/mls', () => {
  it('says when nothing is registered and no review waits', async () => {
    renderAsAdmin();
    expect(await screen.findByRole('heading', { name: 'No MLS registered yet' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No review requests' })).toBeInTheDocument();
  });

  it('registers an MLS with its servers, showing the server’s field errors first', async () => {
    let entries: ReturnType<typeof makeRegistryEntry>[] = [];
    let isRefused = true;
    const { user, api } = renderAsAdmin({
      'GET /api/admin/mls-registry': () => jsonResponse({ items: entries }),
      'POST /api/admin/mls-registry': (call) => {
        if (isRefused)
          return jsonResponse(
            { message: 'Invalid request', code: 'BAD_REQUEST', errors: [{ path: 'servers.1.tokenUrl', message: 'Please enter a valid URL' }] },
            400,
          );
        const body = call.body as { id: string; name: string };
        entries = [makeRegistryEntry({ id: body.id, name: body.name })];
        return jsonResponse(entries[0], 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add MLS' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Add MLS' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Id/ }), 'austin-local-mls');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Austin Local MLS');
    const first = within(dialog).getByRole('group', { name: 'Server 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Protocol' }), 'RETS');
    await user.type(within(first).getByRole('textbox', { name: /Server URL/ }), 'https://rets.austin-local-mls.example/login');
    await user.click(within(dialog).getByRole('button', { name: 'Add a server' }));
    const second = within(dialog).getByRole('group', { name: 'Server 2' });
    await user.type(within(second).getByRole('textbox', { name: /Server URL/ }), 'https://api.austin-local-mls.example/odata');
    await user.type(within(second).getByRole('textbox', { name: 'Token URL (optional)' }), 'https://auth.austin-local-mls.example/token');
    await user.click(within(dialog).getByRole('button', { name: 'Register MLS' }));

    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: 'Token URL (optional)' })).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid URL'),
      ),
    );
    expect(api.callsTo('POST', '/api/admin/mls-registry')[0]?.body).toEqual({
      id: 'austin-local-mls',
      name: 'Austin Local MLS',
      servers: [
        { protocol: 'RETS', url: 'https://rets.austin-local-mls.example/login', tokenUrl: null },
        { protocol: 'RESO Web API', url: 'https://api.austin-local-mls.example/odata', tokenUrl: 'https://auth.austin-local-mls.example/token' },
      ],
    });

    isRefused = false;
    await user.click(within(dialog).getByRole('button', { name: 'Register MLS' }));
    expect(await screen.findByText('MLS Registered')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add MLS' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Austin Local MLS' })).toBeInTheDocument();
  });

  it('checks the form before sending: an id it cannot take, and a server without an address', async () => {
    const { user, api } = renderAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Add MLS' }, { timeout: FIRST_RENDER_TIMEOUT_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Add MLS' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Id/ }), 'Austin MLS!');
    await user.click(within(dialog).getByRole('button', { name: 'Register MLS' }));

    expect(within(dialog).getByRole('textbox', { name: /^Id/ })).toHaveAccessibleDescription(expect.stringContaining('Use 1–64 lowercase letters'));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(expect.stringContaining('Name is required'));
    expect(within(dialog).getByRole('textbox', { name: /Server URL/ })).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid URL'));
    expect(api.callsTo('POST', '/api/admin/mls-registry')).toHaveLength(0);
  });

  it('edits a registered MLS’s name and servers, its id staying', async () => {
    const { user, api } = renderAsAdmin({
      'GET /api/admin/mls-registry': () => jsonResponse({ items: [makeRegistryEntry()] }),
      'PATCH /api/admin/mls-registry/austin-local-mls': () => jsonResponse(makeRegistryEntry({ name: 'Austin Board MLS' })),
    });
    const entry = await screen.findByRole('article', { name: 'Austin Local MLS' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(within(entry).getByText('https://api.austin-local-mls.example/reso/odata')).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Edit Austin Local MLS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Austin Local MLS' });
    expect(within(dialog).queryByRole('textbox', { name: /^Id/ })).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Austin Board MLS');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('MLS Updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/admin/mls-registry/austin-local-mls')[0]?.body).toEqual({
      name: 'Austin Board MLS',
      servers: [
        { protocol: 'RESO Web API', url: 'https://api.austin-local-mls.example/reso/odata', tokenUrl: 'https://auth.austin-local-mls.example/oauth2/token' },
      ],
    });
  });

  it('refuses a review with a reason', async () => {
    const { user, api } = renderAsAdmin({
      'GET /api/admin/mls-reviews': () => jsonResponse({ items: [makeMlsReview()] }),
      'POST /api/admin/mls-reviews/review-1/decision': () => jsonResponse(makeMlsReview({ status: 'refused', reason: 'Not a member' })),
    });
    const review = await screen.findByRole('article', { name: 'Agent MLS ID ATX-A-7412' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    await user.click(within(review).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refuse Jane Doe/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Not a member');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse review' }));

    expect(await screen.findByText('Review Refused')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/mls-reviews/review-1/decision')[0]?.body).toEqual({ decision: 'refuse', reason: 'Not a member' });
  });

  it('lists a pending review with who asked, and grants it', async () => {
    let reviews = [makeMlsReview()];
    const { user, api } = renderAsAdmin({
      'GET /api/admin/mls-reviews': () => jsonResponse({ items: reviews }),
      'POST /api/admin/mls-reviews/review-1/decision': () => {
        const granted = makeMlsReview({ status: 'granted', decidedAt: '2026-11-26T10:00:00.000Z' });
        reviews = [];
        return jsonResponse(granted);
      },
    });
    const review = await screen.findByRole('article', { name: 'Agent MLS ID ATX-A-7412' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(within(review).getByText('Austin Local MLS (austin-local-mls)')).toBeInTheDocument();
    expect(within(review).getByText('Jane Doe · jane@example.com')).toBeInTheDocument();
    expect(within(review).getByText('Office: Hill Country Realty')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/mls-reviews')[0]?.query).toEqual({ status: 'pending' });

    await user.click(within(review).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Review Granted')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/mls-reviews/review-1/decision')[0]?.body).toEqual({ decision: 'grant', reason: '' });
    expect(await screen.findByRole('heading', { name: 'No review requests' })).toBeInTheDocument();
  });

  it('shows the decided reviews of the status chosen', async () => {
    const { user, api } = renderAsAdmin({
      'GET /api/admin/mls-reviews': (call) =>
        jsonResponse({ items: call.query.status === 'refused' ? [makeMlsReview({ status: 'refused', reason: 'Not a member' })] : [] }),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }, { timeout: FIRST_RENDER_TIMEOUT_MS }), 'Refused');
    const review = await screen.findByRole('article', { name: 'Agent MLS ID ATX-A-7412' });
    expect(within(review).getByText('Not a member')).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Grant' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/mls-reviews').map((call) => call.query.status)).toEqual(['pending', 'refused']);
  });
});
