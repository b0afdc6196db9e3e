import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SIGN_IN_CONSENT_TEXT } from '@shared/constants/lead-capture';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { makeSignInForm, SIGN_IN_OPEN_HOUSE_ID as OPEN_HOUSE_ID } from '../testing/sign-in-form-factories';
import { EQUAL_HOUSING_ALT } from '@shared/constants/fair-housing';

const SIGN_IN_PATH = `/api/open-houses/${OPEN_HOUSE_ID}/sign-ins`;

const form = makeSignInForm({
  questions: [
    { id: 'hear', kind: 'choice', label: 'How did you hear about us?', choices: ['Yard sign', 'Online'] },
    { id: 'must-have', kind: 'text', label: 'Your must-have?' },
  ],
});

function setUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /api/open-houses/${OPEN_HOUSE_ID}/sign-in-form`]: () => jsonResponse(form),
    [`POST ${SIGN_IN_PATH}`]: () => jsonResponse({ success: true, message: 'Thanks for signing in!', id: '01JWLEAD000000000000000001' }, 201),
    ...routes,
  });
  return { api, ...renderApp(`/open-house/${OPEN_HOUSE_ID}/sign-in`) };
}

describe("the visitor's sign-in page", () => {
  it('shows the Equal Housing Opportunity mark and statement under the sheet', async () => {
    setUp();
    const statement = await screen.findByRole('region', { name: 'Equal housing opportunity' });
    expect(within(statement).getByRole('img', { name: EQUAL_HOUSING_ALT })).toBeInTheDocument();
    expect(within(statement).getByRole('link', { name: 'Fair housing' })).toHaveAttribute('href', '/fair-housing');
  });

  it('sends the details, the custom answers and the consent once, then thanks the visitor', async () => {
    const { api, user } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Elm Street Bungalow' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Dana Door' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'dana@example.test' } });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText(/When do you plan to buy/), 'Now');
    await user.click(screen.getByRole('radio', { name: 'Yard sign' }));
    fireEvent.change(screen.getByLabelText('Your must-have?'), { target: { value: 'A big yard' } });
    await user.click(screen.getByLabelText(SIGN_IN_CONSENT_TEXT));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const thanks = await screen.findByRole('heading', { name: 'Thanks for signing in!' });
    // the form it replaced is gone: focus goes to the thank-you rather than staying on the lost button
    expect(document.activeElement).toBe(thanks.closest('[role="status"]'));
    const [sent] = api.callsTo('POST', SIGN_IN_PATH);
    expect(sent?.body).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Dana Door',
      email: 'dana@example.test',
      workingWithAgent: 'no',
      timeframe: 'now',
      answers: { hear: 'Yard sign', 'must-have': 'A big yard' },
      consent: true,
    });
  });

  it('marks the required questions, says what is missing and sends nothing', async () => {
    const { api, user } = setUp();
    // Required like Name and Email, and marked like them.
    const agentQuestion = (await screen.findByText('Are you working with an agent?')).closest('legend')!;
    expect(agentQuestion).toHaveTextContent('Are you working with an agent? *');
    for (const radio of within(agentQuestion.closest('fieldset')!).getAllByRole('radio')) expect(radio).toBeRequired();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fill in all required fields.', { selector: '#sign-in-name-error' })).toBeInTheDocument();
    expect(screen.getByText('Tell us whether you are working with an agent')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription('Tell us whether you are working with an agent');
    expect(api.callsTo('POST', SIGN_IN_PATH)).toEqual([]);
  });

  it("fills in a signed-in buyer's details", async () => {
    const buyer = makeCurrentUser({
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@example.test',
      profile: { phone: '512-555-0199', represented: true, timeframe: '1-3-months', financing: 'cash' },
    });
    setUp({ 'GET /api/auth/user': signedInAs(buyer) });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Bea Buyer'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('bea@example.test');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('512-555-0199');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText(/When do you plan to buy/)).toHaveValue('1-3-months');
    expect(screen.getByLabelText(/^Financing/)).toHaveValue('cash');
    expect(screen.getByLabelText(SIGN_IN_CONSENT_TEXT)).not.toBeChecked();
  });

  it('says so when the sheet is not available', async () => {
    setUp({
      [`GET /api/open-houses/${OPEN_HOUSE_ID}/sign-in-form`]: () => jsonResponse({ message: 'This sign-in sheet is not available.', code: 'NOT_FOUND' }, 404),
    });
    expect(await screen.findByText(/This sign-in sheet is not available/)).toBeInTheDocument();
  });
});
