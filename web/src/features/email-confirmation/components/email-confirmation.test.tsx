import { screen, within } from '@testing-library/react';
import { EMAIL_CONFIRMATION_MESSAGES } from '@shared/constants/email-confirmation';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// The banner is its own lazy chunk: its first import, transformed on the spot, can outlast the default wait on a busy machine.
const banner = () => screen.findByRole('region', { name: 'Confirm your e-mail address' }, { timeout: 15_000 });

describe('the e-mail confirmation banner', () => {
  it('asks a signed-in user with an unconfirmed address to confirm it, resends the link and says where it went, or when to try again', async () => {
    let sends = 0;
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ email: 'new.buyer@example.com', emailVerified: false })),
      'POST /api/auth/confirm-email/resend': () =>
        ++sends === 1
          ? jsonResponse({ message: EMAIL_CONFIRMATION_MESSAGES.sent('new.buyer@example.com'), sentTo: 'new.buyer@example.com' }, 202)
          : jsonResponse({ message: EMAIL_CONFIRMATION_MESSAGES.tooManySends(1800), code: 'RATE_LIMITED' }, 429, 'Too Many Requests'),
    });
    const { user } = renderApp('/terms');
    const region = await banner();
    expect(region).toHaveTextContent('Confirm your e-mail address new.buyer@example.com with the link we sent there.');
    await user.click(within(region).getByRole('button', { name: 'Resend link' }));
    expect(await within(region).findByText('We sent a confirmation link to new.buyer@example.com. It is valid for 24 hours.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Resend link' }));
    expect(await within(region).findByText(/try again in 30 minutes\.$/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/confirm-email/resend')).toHaveLength(2);
  });

  it('is not shown to a confirmed user or a visitor', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ emailVerified: true })) });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
  });
});

describe('/confirm-email/:token', () => {
  it('confirms only when the button is pressed, and says so', async () => {
    const api = mockApi({
      'POST /api/auth/confirm-email/tok-12345678901234567890': () =>
        jsonResponse({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed('me@example.com'), email: 'me@example.com' }),
    });
    const { user } = renderApp('/confirm-email/tok-12345678901234567890');
    const button = await screen.findByRole('button', { name: 'Confirm my e-mail address' });
    expect(api.callsTo('POST', '/api/auth/confirm-email/tok-12345678901234567890')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks: me@example.com is confirmed.');
  });

  it('says plainly when a link has expired or was used', async () => {
    mockApi({
      'POST /api/auth/confirm-email/old-12345678901234567890': () =>
        jsonResponse({ message: EMAIL_CONFIRMATION_MESSAGES.expired, code: 'EMAIL_LINK_EXPIRED' }, 410, 'Gone'),
    });
    const { user } = renderApp('/confirm-email/old-12345678901234567890');
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link has expired (links last 24 hours).');
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail address' })).not.toBeInTheDocument();
  });
});
