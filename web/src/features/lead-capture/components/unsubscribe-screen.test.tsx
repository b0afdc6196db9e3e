import { screen } from '@testing-library/react';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { REMOVAL_REQUEST_MESSAGES } from '@shared/constants/privacy';

const TOKEN = 'a'.repeat(32);
const LINK = `GET /api/mail/unsubscribe-links/${TOKEN}`;

describe('/unsubscribe/:token', () => {
  it('also lets the visitor ask for the removal of what they gave, whatever the link', async () => {
    const api = mockApi({
      [LINK]: () => jsonResponse({ kind: 'agent-mail', isDone: true }),
      'POST /api/privacy/removal-requests': () => jsonResponse({ message: REMOVAL_REQUEST_MESSAGES.sent }, 202),
    });
    const { user } = renderApp(`/unsubscribe/${TOKEN}`);
    await user.type(await screen.findByLabelText(/Your e-mail address/), 'dana@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me the removal link' }));
    expect(await screen.findByText(REMOVAL_REQUEST_MESSAGES.sent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/privacy/removal-requests')[0]?.body).toEqual({ email: 'dana@example.test' });
  });

  it("unsubscribes from an agent's mail only when the button is pressed", async () => {
    const api = mockApi({
      [LINK]: () => jsonResponse({ kind: 'agent-mail', isDone: false }),
      'POST /api/mail/unsubscribe': () => jsonResponse({ success: true, message: 'You will receive no more e-mails from this agent through us.' }),
    });
    const { user } = renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText('Stop receiving e-mails from this agent sent through us.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    expect(api.callsTo('POST', '/api/mail/unsubscribe')).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('You will receive no more e-mails from this agent through us.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You’re unsubscribed.');
    expect(api.callsTo('POST', '/api/mail/unsubscribe')[0]?.body).toEqual({ token: TOKEN });
  });

  it('speaks of saved-search alerts for a saved-search link, and says e-mail only stops', async () => {
    mockApi({
      [LINK]: () => jsonResponse({ kind: 'search-alerts', isDone: false }),
      'POST /api/mail/unsubscribe': () => jsonResponse({ success: true, message: 'done' }),
    });
    const { user } = renderApp(`/unsubscribe/${TOKEN}`);
    expect(
      await screen.findByText(/^Stop e-mail alerts for all your saved searches\. Your searches keep telling you of new homes in the app/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/this agent/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop saved-search e-mails' }));
    await screen.findByText('You’re unsubscribed.');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^You’re unsubscribed\.This address will receive no more saved-search e-mails\. Your searches still tell you of new homes in the app, under the bell\./,
    );
  });

  it('says a link already used is done, and asks nothing again (a reload, a second visit)', async () => {
    const api = mockApi({ [LINK]: () => jsonResponse({ kind: 'search-alerts', isDone: true }) });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText('You’re unsubscribed.')).toBeInTheDocument();
    expect(screen.getByText(/no more saved-search e-mails/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stop|Unsubscribe/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/mail/unsubscribe')).toEqual([]);
  });

  it('says when the link is not valid', async () => {
    mockApi({ [LINK]: () => jsonResponse({ message: 'This unsubscribe link is not valid.', code: 'NOT_FOUND' }, 404) });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
