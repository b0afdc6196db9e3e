import { screen, within } from '@testing-library/react';
import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { makeMlsReview } from '../../../testing/mls-trust-factories';
import { CONFIGURATION_ID, makeMemberVerification, makeMlsConfiguration } from '../testing/mls-factories';

const agent = makeCurrentUser({ role: 'AGENT' });
// The first render of a file waits for the app's modules to load, not only for the mocked answers.
const FIRST_RENDER_TIMEOUT_MS = 5000;
const VERIFICATION_PATH = `/api/mls/configurations/${CONFIGURATION_ID}/verification`;
const MLS_NAME = 'Austin Local MLS';
const claimed = makeMemberVerification({ status: 'claimed', verifiedAt: null, verifiedBy: null });
const claimedConfiguration = makeMlsConfiguration({ mlsName: MLS_NAME, members: [claimed] });
const verifiedConfiguration = makeMlsConfiguration({ mlsName: MLS_NAME });
const codeSent = { message: MLS_TRUST_MESSAGES.codeSent('j***@example.com'), sentTo: 'j***@example.com', expiresAt: '2099-01-01T00:15:00.000Z' };

function renderWithClaimedId(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    'GET /api/mls/configurations': () => jsonResponse({ items: [claimedConfiguration] }),
    ...routes,
  });
  return { ...renderApp('/mls-integration'), api };
}

async function openVerifyDialog(user: ReturnType<typeof renderApp>['user']) {
  const card = await screen.findByRole('article', { name: MLS_NAME }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  await user.click(within(card).getByRole('button', { name: 'Verify agent MLS ID ATX-A-7412' }));
  return { card, dialog: await screen.findByRole('dialog', { name: 'Verify your agent MLS ID' }) };
}

describe('verifying an MLS id', () => {
  it('shows a claimed id with its badge and why nothing imports', async () => {
    renderWithClaimedId();
    const card = await screen.findByRole('article', { name: MLS_NAME }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const ids = within(card).getByRole('list', { name: 'MLS IDs' });
    expect(within(ids).getByText('ATX-A-7412')).toBeInTheDocument();
    expect(within(ids).getByText('Claimed')).toBeInTheDocument();
    expect(within(card).getByText(MLS_TRUST_MESSAGES.notVerifiedForSync(MLS_NAME))).toBeInTheDocument();
  });

  it('shows a private feed as such, with nothing to verify', async () => {
    renderWithClaimedId({
      'GET /api/mls/configurations': () =>
        jsonResponse({ items: [makeMlsConfiguration({ mlsName: 'My brokerage feed', source: { kind: 'private' }, members: [] })] }),
    });
    const card = await screen.findByRole('article', { name: 'My brokerage feed' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(within(card).getByText('Private feed')).toBeInTheDocument();
    expect(within(card).getByText('ATX-A-7412')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(within(card).queryByText('Claimed')).not.toBeInTheDocument();
  });

  it('sends a code, takes it, and turns the badge Verified with a toast', async () => {
    let configuration = claimedConfiguration;
    const { user, api } = renderWithClaimedId({
      'GET /api/mls/configurations': () => jsonResponse({ items: [configuration] }),
      [`POST ${VERIFICATION_PATH}/code`]: () => jsonResponse(codeSent, 202),
      [`POST ${VERIFICATION_PATH}/confirm`]: () => {
        configuration = verifiedConfiguration;
        return jsonResponse(verifiedConfiguration);
      },
    });
    const { card, dialog } = await openVerifyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(codeSent.message)).toBeInTheDocument();
    expect(api.callsTo('POST', `${VERIFICATION_PATH}/code`)[0]?.body).toEqual({ kind: 'agent' });

    const code = within(dialog).getByRole('textbox', { name: /Verification code/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MLS_TRUST_MESSAGES.verified('agent'))).toBeInTheDocument();
    expect(api.callsTo('POST', `${VERIFICATION_PATH}/confirm`)[0]?.body).toEqual({ kind: 'agent', code: '123456' });
    expect(screen.queryByRole('dialog', { name: 'Verify your agent MLS ID' })).not.toBeInTheDocument();
    expect(await within(card).findByText('Verified')).toBeInTheDocument();
    expect(within(card).queryByText(MLS_TRUST_MESSAGES.notVerifiedForSync(MLS_NAME))).not.toBeInTheDocument();
  });

  it('says at the field how many tries are left after a wrong code, and sends a new code on request', async () => {
    const { user, api } = renderWithClaimedId({
      [`POST ${VERIFICATION_PATH}/code`]: () => jsonResponse(codeSent, 202),
      [`POST ${VERIFICATION_PATH}/confirm`]: () => jsonResponse({ message: MLS_TRUST_MESSAGES.wrongCode(4), code: 'BAD_REQUEST' }, 400),
    });
    const { dialog } = await openVerifyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByRole('textbox', { name: /Verification code/ });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(MLS_TRUST_MESSAGES.wrongCode(4)));
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `${VERIFICATION_PATH}/code`)).toHaveLength(2));
  });

  it('shows a refused send in the server’s words (too many codes)', async () => {
    const { user } = renderWithClaimedId({
      [`POST ${VERIFICATION_PATH}/code`]: () => jsonResponse({ message: MLS_TRUST_MESSAGES.tooManySends(42), code: 'RATE_LIMITED' }, 429),
    });
    const { dialog } = await openVerifyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MLS_TRUST_MESSAGES.tooManySends(42));
  });

  it('offers a review when the MLS gives no e-mail, and says it was requested', async () => {
    const noEmail = MLS_TRUST_MESSAGES.noEmail(MLS_NAME, 'agent', 'ATX-A-7412');
    const { user, api } = renderWithClaimedId({
      [`POST ${VERIFICATION_PATH}/code`]: () => jsonResponse({ message: noEmail, code: 'MLS_MEMBER_NO_EMAIL' }, 409),
      [`POST ${VERIFICATION_PATH}/review`]: () => jsonResponse(makeMlsReview(), 201),
    });
    const { dialog } = await openVerifyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(noEmail)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the administrator/ }), 'Office: Hill Country Realty');
    await user.click(within(dialog).getByRole('button', { name: 'Request a review' }));

    expect(await within(dialog).findByText(MLS_TRUST_MESSAGES.reviewRequested)).toBeInTheDocument();
    expect(api.callsTo('POST', `${VERIFICATION_PATH}/review`)[0]?.body).toEqual({ kind: 'agent', note: 'Office: Hill Country Realty' });
  });

  it('shows what a RETS Test said of the agent MLS ID, and the badge it turned Verified', async () => {
    let configuration = claimedConfiguration;
    const { user } = renderWithClaimedId({
      'GET /api/mls/configurations': () => jsonResponse({ items: [configuration] }),
      [`POST /api/mls/configurations/${CONFIGURATION_ID}/test`]: () => {
        configuration = verifiedConfiguration;
        return jsonResponse({
          success: true,
          message: 'Connected.',
          verification: { status: 'verified', message: 'The MLS logged you in as member ATX-A-7412.' },
        });
      },
    });
    const card = await screen.findByRole('article', { name: MLS_NAME }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    await user.click(within(card).getByRole('button', { name: 'Test' }));
    expect(await within(card).findByRole('status', { name: 'Last test' })).toHaveTextContent('The MLS logged you in as member ATX-A-7412.');
    expect(await within(card).findByText('Verified')).toBeInTheDocument();
  });

  it('tells why Sync cannot run while the ids are claimed, with the server’s words', async () => {
    const { user } = renderWithClaimedId({
      [`POST /api/mls/configurations/${CONFIGURATION_ID}/sync`]: () =>
        jsonResponse({ message: MLS_TRUST_MESSAGES.notVerifiedForSync(MLS_NAME), code: 'MLS_MEMBER_NOT_VERIFIED' }, 409),
    });
    const card = await screen.findByRole('article', { name: MLS_NAME }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    await user.click(within(card).getByRole('button', { name: 'Sync' }));
    // The card's notice and the failure toast (the toaster's code loads with the first toast, a moment later).
    await vi.waitFor(() => expect(screen.getAllByText(MLS_TRUST_MESSAGES.notVerifiedForSync(MLS_NAME))).toHaveLength(2));
  });
});
