import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SIGN_IN_CONSENT_TEXT } from '@shared/constants/lead-capture';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { makeSignInForm, SIGN_IN_OPEN_HOUSE_ID as OPEN_HOUSE_ID } from '../testing/sign-in-form-factories';

const SIGN_IN_PATH = `/api/open-houses/${OPEN_HOUSE_ID}/sign-ins`;
const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });
const accepted = () => jsonResponse({ success: true, message: 'Thanks for signing in!', id: '01JWLEAD000000000000000001' }, 201);

/** The kiosk of one open house whose sign-ins the server answers with `answers`, one after another (the last one again after that). */
function setUp(answers: (() => Response)[]) {
  let calls = 0;
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    [`GET /api/open-houses/${OPEN_HOUSE_ID}/sign-in-form`]: () => jsonResponse(makeSignInForm()),
    [`POST ${SIGN_IN_PATH}`]: () => answers[Math.min(calls++, answers.length - 1)]!(),
  });
  return { api, ...renderApp(`/open-house/${OPEN_HOUSE_ID}/kiosk`) };
}

async function signInAs(user: ReturnType<typeof setUp>['user'], name: string) {
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'kim@example.test' } });
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByLabelText(SIGN_IN_CONSENT_TEXT));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Thanks for signing in!' })).toBeInTheDocument();
}

describe('the kiosk', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a sign-in the server refuses for good, with its message, until the agent retries it', async () => {
    const refused = () => jsonResponse({ message: 'Validation failed', errors: [{ path: 'body.phone', message: 'Enter a valid phone number' }] }, 400);
    const { api, user } = setUp([refused, accepted]);
    await signInAs(user, 'Kim Kiosk');

    const attention = await screen.findByRole('region', { name: '1 sign-in needs attention' });
    expect(within(attention).queryByText('Kim Kiosk')).not.toBeInTheDocument();
    await user.click(within(attention).getByRole('button', { name: 'Review' }));
    const item = within(attention).getByRole('listitem', { name: 'Kim Kiosk' });
    expect(within(item).getByText('The server refused it: Validation failed: Enter a valid phone number')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('POST', SIGN_IN_PATH)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('region', { name: /needs attention/ })).not.toBeInTheDocument());
    expect(localStorage.getItem('lead-capture:sign-ins-refused')).toBe('[]');
  });

  it('discards a refused sign-in only after the agent confirms', async () => {
    const { user } = setUp([() => jsonResponse({ message: 'This sign-in sheet is not available.' }, 404)]);
    await signInAs(user, 'Kim Kiosk');
    const attention = await screen.findByRole('region', { name: '1 sign-in needs attention' });
    await user.click(within(attention).getByRole('button', { name: 'Review' }));
    expect(within(attention).getByText('The server refused it: This sign-in sheet is not available.')).toBeInTheDocument();
    await user.click(within(attention).getByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Sign-in' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /needs attention/ })).not.toBeInTheDocument());
  });

  it('keeps waiting to send a sign-in the server could not take now', async () => {
    const { api, user } = setUp([() => jsonResponse({ message: 'Too many requests' }, 429)]);
    await signInAs(user, 'Kim Kiosk');
    await waitFor(() => expect(api.callsTo('POST', SIGN_IN_PATH)).toHaveLength(1));
    expect(
      await screen.findByText(
        '1 sign-in waiting to send: your kiosks reached the hourly limit of 60 sign-ins. They are kept here and sent on their own as the limit allows.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /needs attention/ })).not.toBeInTheDocument();
  });
});
