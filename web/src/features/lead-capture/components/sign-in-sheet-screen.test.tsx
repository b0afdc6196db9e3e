import { fireEvent, screen, within } from '@testing-library/react';
import type { TOwnSignInForm } from '@shared/schemas/lead-capture.schema';
import type { TSecondMessage } from '@shared/schemas/second-message.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { makeSignInForm, SIGN_IN_OPEN_HOUSE_ID as OPEN_HOUSE_ID, SIGN_IN_PROPERTY_ID as PROPERTY_ID } from '../testing/sign-in-form-factories';

const FORM_PATH = `/api/properties/${PROPERTY_ID}/open-houses/${OPEN_HOUSE_ID}/sign-in-form`;
const SECOND_MESSAGE_PATH = `/api/properties/${PROPERTY_ID}/open-houses/${OPEN_HOUSE_ID}/second-message`;
const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });

/** What the server answers before the agent saves: off, 3 days, texts naming the listing. */
const defaultSecondMessage: TSecondMessage = {
  isEnabled: false,
  delayDays: 3,
  subject: 'Still thinking about Elm Street Bungalow?',
  body: 'A few days ago you visited the open house at Elm Street Bungalow.',
  isSaved: false,
  scheduledFor: null,
  sentAt: null,
  sentCount: 0,
};

const unsaved: TOwnSignInForm = { ...makeSignInForm(), isSaved: false, thankedAutomaticallyAt: null };

function setUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    [`GET ${FORM_PATH}`]: () => jsonResponse(unsaved),
    [`PUT ${FORM_PATH}`]: (call: TApiCall) => jsonResponse({ ...unsaved, ...(call.body as object), isSaved: true }),
    [`GET ${SECOND_MESSAGE_PATH}`]: () => jsonResponse(defaultSecondMessage),
    ...routes,
  });
  return { api, ...renderApp(`/open-houses/${PROPERTY_ID}/${OPEN_HOUSE_ID}/sign-in-sheet`) };
}

describe('the sign-in sheet screen', () => {
  it("saves the agent's questions, then shows the sheet with the address, the time and a QR code of the visitor's link", async () => {
    const { api, user } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Printable sign-in sheet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText(/^Question/, { selector: 'input' }), { target: { value: 'How did you hear about us?' } });
    await user.selectOptions(screen.getByLabelText(/^Answer/), 'One of several');
    fireEvent.change(screen.getByLabelText(/^Choices/), { target: { value: 'Yard sign\nOnline\n' } });
    await user.click(screen.getByRole('button', { name: 'Save and open sign-in' }));

    const sheet = await screen.findByRole('article', { name: 'Printable sign-in sheet' });
    const [saved] = api.callsTo('PUT', FORM_PATH);
    expect(saved?.body).toEqual({
      questions: [{ id: expect.stringMatching(/^q-[0-9a-f]{8}$/), kind: 'choice', label: 'How did you hear about us?', choices: ['Yard sign', 'Online'] }],
    });
    expect(within(sheet).getByText('42 Elm Street, Austin, TX')).toBeInTheDocument();
    expect(within(sheet).getByText('Mon, Jun 1, 10:00 AM – 12:00 PM CDT')).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: 'QR code: scan to sign in' })).toBeInTheDocument();
    expect(within(sheet).getByText(`http://localhost:3000/open-house/${OPEN_HOUSE_ID}/sign-in`)).toBeInTheDocument();
    // The toaster's code loads with the first toast: the toast shows a moment after the save.
    expect(await screen.findByText('Sign-in questions saved')).toBeInTheDocument();
  });

  it('refuses a sixth question', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ id: `q-${i}`, kind: 'text' as const, label: `Question ${i}` }));
    setUp({ [`GET ${FORM_PATH}`]: () => jsonResponse({ ...unsaved, questions: five, isSaved: true }) });
    expect(await screen.findByRole('button', { name: 'Add a question' })).toBeDisabled();
  });

  it('tells another agent this open house is not theirs', async () => {
    setUp({ [`GET ${FORM_PATH}`]: () => jsonResponse({ message: 'You can only change your own listings.', code: 'FORBIDDEN' }, 403) });
    expect(await screen.findByText(/This open house is not one of yours, or it was removed./)).toBeInTheDocument();
  });

  it('thanks the visitors of an ended open house in one action', async () => {
    const { api, user } = setUp({
      [`GET ${FORM_PATH}`]: () => jsonResponse({ ...unsaved, isSaved: true }),
      [`POST /api/properties/${PROPERTY_ID}/open-houses/${OPEN_HOUSE_ID}/thank-you`]: () =>
        jsonResponse({ sent: 3, skipped: 1, withoutConsent: 0, failed: 0, overLimit: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Thank the visitors' }));
    expect(await screen.findByText('3 visitors were thanked. One visitor was thanked before or unsubscribed.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/properties/${PROPERTY_ID}/open-houses/${OPEN_HOUSE_ID}/thank-you`)).toHaveLength(1);
  });

  it('says who was not e-mailed for want of consent, and who it will try again', async () => {
    const { user } = setUp({
      [`GET ${FORM_PATH}`]: () => jsonResponse({ ...unsaved, isSaved: true }),
      [`POST /api/properties/${PROPERTY_ID}/open-houses/${OPEN_HOUSE_ID}/thank-you`]: () =>
        jsonResponse({ sent: 1, skipped: 0, withoutConsent: 2, failed: 1, overLimit: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Thank the visitors' }));
    expect(await screen.findByText('Thank-you partly sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'One visitor was thanked. 2 visitors did not consent to be contacted and were not e-mailed. One visitor could not be e-mailed: thank the visitors again to retry.',
      ),
    ).toBeInTheDocument();
  });

  it('says how many visitors the daily limit held back, and shows why and when the limit resets', async () => {
    let limit = { tier: 'trial', limit: 50, usedToday: 12, notSentToday: 0, resetsAt: '2026-11-27T00:00:00.000Z' };
    const { user } = setUp({
      [`GET ${FORM_PATH}`]: () => jsonResponse({ ...unsaved, isSaved: true }),
      'GET /api/mail/sending-limit': () => jsonResponse(limit),
      [`POST /api/properties/${PROPERTY_ID}/open-houses/${OPEN_HOUSE_ID}/thank-you`]: () => {
        limit = { ...limit, usedToday: 50, notSentToday: 10 };
        return jsonResponse({ sent: 38, skipped: 0, withoutConsent: 0, failed: 0, overLimit: 10 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Thank the visitors' }));
    expect(await screen.findByText('Thank-you partly sent')).toBeInTheDocument();
    expect(
      screen.getByText("38 visitors were thanked. 10 visitors were not e-mailed: today's limit on e-mails to new addresses is reached."),
    ).toBeInTheDocument();
    const notice = await screen.findByText('Daily e-mail limit reached.');
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      'Daily e-mail limit reached. 10 e-mails to visitors were not sent today. On a trial you may e-mail 50 new addresses a day (a paid plan allows 500). The limit resets Nov 26, 2026, 6:00 PM CST (midnight UTC); thank the visitors again then to reach the rest.',
    );
  });

  it('says when the thank-you went out automatically, and keeps the button for resends', async () => {
    setUp({ [`GET ${FORM_PATH}`]: () => jsonResponse({ ...unsaved, isSaved: true, thankedAutomaticallyAt: '2026-11-26T23:00:00.000Z' }) });
    // In the open house's zone (America/Chicago), as the second message's times are, whatever the browser's.
    expect(await screen.findByText(/^Sent automatically when the open house ended \(Nov 26, 2026, 5:00 PM CST\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thank the visitors' })).toBeEnabled();
  });

  describe('the second message', () => {
    const saved = () => jsonResponse({ ...unsaved, isSaved: true });

    it('is off by default with texts naming the listing; turned on for 5 days with a new subject, it says when it is scheduled', async () => {
      const { api, user } = setUp({
        [`GET ${FORM_PATH}`]: saved,
        [`PUT ${SECOND_MESSAGE_PATH}`]: (call: TApiCall) =>
          jsonResponse({ ...defaultSecondMessage, ...(call.body as object), isSaved: true, scheduledFor: '2026-06-06T17:00:00.000Z' }),
      });
      const section = within(await screen.findByRole('region', { name: 'Second message' }));
      expect(await section.findByText('Off: visitors get only the thank-you.')).toBeInTheDocument();
      expect(section.getByRole('switch', { name: 'Send a second message' })).toHaveAttribute('aria-checked', 'false');
      expect(section.getByLabelText(/^Subject/)).toHaveValue('Still thinking about Elm Street Bungalow?');
      expect(section.getByLabelText(/^When, after the open house ends/)).toHaveValue('3');

      await user.click(section.getByRole('switch', { name: 'Send a second message' }));
      await user.selectOptions(section.getByLabelText(/^When, after the open house ends/), '5 days');
      fireEvent.change(section.getByLabelText(/^Subject/), { target: { value: 'A second look at Elm Street?' } });
      await user.click(section.getByRole('button', { name: 'Save second message' }));

      expect(await section.findByText('Scheduled for Jun 6, 2026, 12:00 PM CDT.')).toBeInTheDocument();
      expect(api.callsTo('PUT', SECOND_MESSAGE_PATH).map((c) => c.body)).toEqual([
        { isEnabled: true, delayDays: 5, subject: 'A second look at Elm Street?', body: defaultSecondMessage.body },
      ]);
    });

    it("shows the server's refusal of a link to another site beside the field it names", async () => {
      const { user } = setUp({
        [`GET ${FORM_PATH}`]: saved,
        [`PUT ${SECOND_MESSAGE_PATH}`]: () =>
          jsonResponse(
            {
              message: 'Links in e-mails to visitors may only point to your own website or ours.',
              code: 'BAD_REQUEST',
              errors: [{ path: 'body', message: 'Links may only point to localhost; remove evil.example' }],
            },
            400,
          ),
      });
      const section = within(await screen.findByRole('region', { name: 'Second message' }));
      fireEvent.change(await section.findByLabelText(/^Message/), { target: { value: 'Verify at http://evil.example/verify' } });
      await user.click(section.getByRole('button', { name: 'Save second message' }));
      expect(await section.findByText('Links may only point to localhost; remove evil.example')).toBeInTheDocument();
      expect(section.getByLabelText(/^Message/)).toHaveAccessibleDescription(expect.stringContaining('remove evil.example'));
      expect(section.getByText('Links in e-mails to visitors may only point to your own website or ours.')).toBeInTheDocument();
    });

    it('refuses an empty subject before sending anything', async () => {
      const { api, user } = setUp({ [`GET ${FORM_PATH}`]: saved });
      const section = within(await screen.findByRole('region', { name: 'Second message' }));
      fireEvent.change(await section.findByLabelText(/^Subject/), { target: { value: '   ' } });
      await user.click(section.getByRole('button', { name: 'Save second message' }));
      expect(await section.findByText('Subject is required')).toBeInTheDocument();
      expect(api.callsTo('PUT', SECOND_MESSAGE_PATH)).toEqual([]);
    });

    it('says when it went out and to how many visitors', async () => {
      setUp({
        [`GET ${FORM_PATH}`]: saved,
        [`GET ${SECOND_MESSAGE_PATH}`]: () =>
          jsonResponse({
            ...defaultSecondMessage,
            isEnabled: true,
            isSaved: true,
            scheduledFor: '2026-06-04T17:00:00.000Z',
            sentAt: '2026-06-04T17:00:05.000Z',
            sentCount: 2,
          }),
      });
      expect(await screen.findByText('Sent Jun 4, 2026, 12:00 PM CDT to 2 visitors.')).toBeInTheDocument();
    });

    it('is not offered before the sign-in is saved', async () => {
      setUp();
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in sheet' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Second message' })).not.toBeInTheDocument();
    });
  });
});
