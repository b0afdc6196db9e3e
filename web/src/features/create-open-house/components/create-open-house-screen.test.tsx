import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// Saturday 30 May 2026, noon in Austin (CDT, UTC-5); the test machine's own zone does not matter.
const NOW = new Date('2026-05-30T17:00:00Z');
const agent = makeCurrentUser({ role: 'AGENT', firstName: 'Sam' });

function setUp(routes: Parameters<typeof mockApi>[0] = {}, user = agent) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({ 'GET /api/auth/user': signedInAs(user), ...routes });
  return { api, ...renderApp('/create-open-house') };
}

type TUser = ReturnType<typeof setUp>['user'];

async function fillForm(user: TUser, values: { title?: string; address?: string; price?: string; startsAt?: string; endsAt?: string }) {
  const fields: [RegExp, string | undefined][] = [
    [/^Title/, values.title],
    [/^Full address/, values.address],
    [/^Listing price/, values.price],
  ];
  for (const [label, value] of fields) if (value !== undefined) await user.type(await screen.findByLabelText(label), value);
  // datetime-local inputs take their value whole, as a browser's picker sets it.
  if (values.startsAt !== undefined) fireEvent.change(screen.getByLabelText(/^Start date and time/), { target: { value: values.startsAt } });
  if (values.endsAt !== undefined) fireEvent.change(screen.getByLabelText(/^End date and time/), { target: { value: values.endsAt } });
}

const VALID = {
  title: 'Sunny Bungalow',
  address: '1200 Main St, Austin, TX 78701',
  price: '450,000',
  startsAt: '2026-06-01T10:00',
  endsAt: '2026-06-01T12:00',
};

describe('/create-open-house: access', () => {
  it.each([
    ['signed out', null],
    ['a buyer', makeCurrentUser({ role: 'BUYER' })],
  ])('%s sees Access Restricted with Sign In to /signin', async (_who, user) => {
    mockApi(user ? { 'GET /api/auth/user': signedInAs(user) } : {});
    renderApp('/create-open-house');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Create Open House' })).not.toBeInTheDocument();
  });

  it.each(['AGENT', 'BROKER'] as const)('a %s gets the form (no subscription needed); Back and Cancel go to /agent/dashboard', async (role) => {
    const { user, router } = setUp({}, makeCurrentUser({ role, subscriptionStatus: 'inactive' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Open House' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/agent/dashboard');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/dashboard'));
  });
});

describe('/create-open-house: validation', () => {
  it('requires every field and sends nothing', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Create Open House' }));
    for (const message of [
      'Title is required',
      'Address is required',
      'Price is required',
      'Start date and time are required',
      'End date and time are required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(api.callsTo('POST', '/api/open-houses')).toHaveLength(0);
  });

  it('checks the end is after the start and the open house is not over yet, in Austin time; one under way is taken', async () => {
    const { api, user } = setUp({
      'POST /api/open-houses': () =>
        jsonResponse(
          { success: true, message: 'Open house created successfully!', propertyId: '01JVP00000000000000000000A', openHouseId: '01JW00000000000000000000OA' },
          201,
        ),
    });
    await fillForm(user, { ...VALID, startsAt: '2026-05-30T11:30', endsAt: '2026-05-30T11:00' });
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/open-houses')).toHaveLength(0);

    // It is noon in Austin: 10:00–11:30 is over, whatever the browser's own zone says.
    fireEvent.change(screen.getByLabelText(/^Start date and time/), { target: { value: '2026-05-30T10:00' } });
    fireEvent.change(screen.getByLabelText(/^End date and time/), { target: { value: '2026-05-30T11:30' } });
    expect(await screen.findByText('The open house must end in the future')).toBeInTheDocument();
    expect(screen.queryByText('The end must be after the start')).not.toBeInTheDocument();

    // 11:30–1:00 PM is under way: an agent at the door can start it.
    fireEvent.change(screen.getByLabelText(/^End date and time/), { target: { value: '2026-05-30T13:00' } });
    await waitFor(() => expect(screen.queryByText('The open house must end in the future')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/^Start date and time/), { target: { value: '2026-05-30T11:30' } });
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/open-houses')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/open-houses')[0]?.body).toMatchObject({ startsAt: '2026-05-30T11:30', endsAt: '2026-05-30T13:00' });
  });

  it('rejects a price that is not whole dollars', async () => {
    const { user } = setUp();
    await fillForm(user, { ...VALID, price: 'cheap' });
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    expect(await screen.findByText('Price must be a whole number of dollars')).toBeInTheDocument();
  });
});

describe('/create-open-house: sending', () => {
  it("posts the form, says 'Creating...', then 'Open house created successfully!' and /manage-open-houses after 2 s", async () => {
    let answer: (response: Response) => void = () => {};
    const { api, user, router } = setUp({
      'POST /api/open-houses': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/properties': () => jsonResponse({ items: [], nextCursor: null, total: 0 }),
    });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/open-houses')[0]?.body).toEqual({
      title: 'Sunny Bungalow',
      address: '1200 Main St, Austin, TX 78701',
      price: 450_000,
      startsAt: '2026-06-01T10:00',
      endsAt: '2026-06-01T12:00',
    });

    // From here the clock is the test's, so the 2-second wait is measured exactly.
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    answer(
      jsonResponse(
        { success: true, message: 'Open house created successfully!', propertyId: '01JVP00000000000000000000A', openHouseId: '01JW00000000000000000000OA' },
        201,
      ),
    );
    for (let step = 0; step < 100 && screen.queryAllByText('Open house created successfully!').length === 0; step += 1) await advance(1);
    expect(screen.getAllByText('Open house created successfully!')[0]).toBeInTheDocument();
    await advance(1900);
    expect(router.state.location.pathname).toBe('/create-open-house');
    await advance(200);
    expect(router.state.location.pathname).toBe('/manage-open-houses');
  });

  it("shows the server's field errors and message, or 'Failed to create open house'", async () => {
    let reply = () =>
      jsonResponse({ message: 'The open house has already ended.', errors: [{ path: 'endsAt', message: 'The open house must end in the future' }] }, 400);
    const { user } = setUp({ 'POST /api/open-houses': () => reply() });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    expect((await screen.findAllByText('The open house has already ended.'))[0]).toBeInTheDocument();
    expect(screen.getByText('The open house must end in the future')).toBeInTheDocument();

    reply = () => jsonResponse({}, 500);
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    expect((await screen.findAllByText('Failed to create open house'))[0]).toBeInTheDocument();
  });

  it("says 'Network error. Please try again.' when the request cannot be sent", async () => {
    const { user } = setUp({ 'POST /api/open-houses': () => Promise.reject(new TypeError('Failed to fetch')) });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create Open House' }));
    expect((await screen.findAllByText('Network error. Please try again.'))[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Open House' })).toBeEnabled();
  });
});
