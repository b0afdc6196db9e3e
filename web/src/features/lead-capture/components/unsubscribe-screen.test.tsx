import { screen } from '@testing-library/react';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const TOKEN = 'a'.repeat(32);

describe('/unsubscribe/:token', () => {
  it('unsubscribes only when the button is pressed', async () => {
    const api = mockApi({ 'POST /api/mail/unsubscribe': () => jsonResponse({ success: true, message: 'You will receive no more e-mails from this agent through us.' }) });
    const { user } = renderApp(`/unsubscribe/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.callsTo('POST', '/api/mail/unsubscribe')).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('You will receive no more e-mails from this agent through us.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/mail/unsubscribe')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says when the link is not valid', async () => {
    mockApi({ 'POST /api/mail/unsubscribe': () => jsonResponse({ message: 'This unsubscribe link is not valid.', code: 'NOT_FOUND' }, 404) });
    const { user } = renderApp(`/unsubscribe/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });
});
