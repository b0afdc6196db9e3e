import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { AGENT_ID, makeMessage, makeMessagesPage } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';
import { mockMailbox } from './messages-test-api';

const agent = makeCurrentUser({ id: AGENT_ID, firstName: 'Sam', role: 'AGENT' });
const buyer = makeCurrentUser({ firstName: 'Bea', role: 'BUYER' });

const list = () => within(screen.getByRole('list', { name: 'Messages' }));
const detail = () => within(screen.getByRole('article'));

const fromBea = () => makeMessage({ from: 'Bea Buyer', subject: 'Inquiry about 123 Oak Street', body: 'Is it still available?\nWe can visit Saturday.' });
const fromCarl = () =>
  makeMessage({
    from: 'Carl Client',
    email: 'carl@example.com',
    subject: 'Contact from your profile',
    source: 'profile',
    property: null,
    body: 'Looking in Zilker.',
    unread: false,
  });

describe('/messages for an agent', () => {
  it("lists the inbox with the 'N new' badge and nothing selected", async () => {
    mockMailbox(agent, [fromBea(), fromCarl()]);
    renderApp('/messages');
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(list().getAllByRole('listitem')).toHaveLength(2);
    expect(list().getByRole('button', { name: /^Unread. Bea Buyer. Inquiry about 123 Oak Street/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Message Selected' })).toBeInTheDocument();
    expect(screen.getByText('Select a message from the list to view its contents')).toBeInTheDocument();
  });

  it('opens a message, marks it read and shows sender, email, subject, time and property', async () => {
    const message = fromBea();
    const { api } = mockMailbox(agent, [message]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Bea Buyer/ }));
    expect(detail().getByRole('heading', { name: 'Inquiry about 123 Oak Street' })).toBeInTheDocument();
    expect(detail().getByRole('link', { name: 'bea@example.com' })).toHaveAttribute('href', 'mailto:bea@example.com');
    expect(detail().getByRole('link', { name: '123 Oak Street' })).toHaveAttribute('href', `/property/${message.property?.id}`);
    expect(detail().getByText(/Is it still available\?/)).toBeInTheDocument();
    expect(detail().getByText('Wed, Jan 15, 2025', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', `/api/messages/${message.id}`)[0]?.body).toEqual({ read: true }));
    await waitFor(() => expect(screen.queryByText('1 new')).not.toBeInTheDocument());
  });

  it("a lead's link searches for its sender and opens its conversation, marking it read", async () => {
    const message = fromBea();
    const { api } = mockMailbox(agent, [message, fromCarl()]);
    renderApp(`/messages?q=bea%40example.com&open=${message.id}`);
    expect(within(await screen.findByRole('article')).getByRole('heading', { name: 'Inquiry about 123 Oak Street' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('bea@example.com');
    expect(api.callsTo('GET', '/api/messages')[0]?.query.q).toBe('bea@example.com');
    await waitFor(() => expect(api.callsTo('PATCH', `/api/messages/${message.id}`)).toEqual([expect.objectContaining({ body: { read: true } })]));
  });

  it('shows an empty inbox honestly', async () => {
    mockMailbox(agent, []);
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeInTheDocument();
  });

  it('searches on the server once typing pauses', async () => {
    const { api } = mockMailbox(agent, [fromBea(), fromCarl()]);
    const { user } = renderApp('/messages');
    await screen.findByText('1 new');
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'zilker');
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(1));
    expect(list().getByText('Carl Client')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/messages').map((call) => call.query.q)).toEqual([undefined, 'zilker']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nobody');
    expect(await screen.findByText('No messages match “nobody”.')).toBeInTheDocument();
  });

  it('stars a message', async () => {
    const message = fromCarl();
    const { api } = mockMailbox(agent, [message]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.click(detail().getByRole('button', { name: 'Star' }));
    expect(await screen.findByText('Message has been added to favorites.')).toBeInTheDocument();
    expect(screen.getByText('Message starred')).toBeInTheDocument();
    expect(detail().getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PATCH', `/api/messages/${message.id}`)[0]?.body).toEqual({ starred: true });
  });

  it('archives a message into the Archived folder', async () => {
    const message = fromCarl();
    const { api } = mockMailbox(agent, [message, fromBea()]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.click(detail().getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Message has been moved to archive.')).toBeInTheDocument();
    expect(screen.getByText('Message archived')).toBeInTheDocument();
    expect(list().queryByText('Carl Client')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Message Selected' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/messages/${message.id}`)[0]?.body).toEqual({ archived: true });

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await list().findByText('Carl Client')).toBeInTheDocument();
    await user.click(list().getByRole('button', { name: /Carl Client/ }));
    await user.click(detail().getByRole('button', { name: 'Move to Inbox' }));
    expect(await screen.findByText('Message has been moved back to your inbox.')).toBeInTheDocument();
  });

  it('marks a message unread again', async () => {
    const message = fromCarl();
    const { api } = mockMailbox(agent, [message]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.click(detail().getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/messages/${message.id}`)[0]?.body).toEqual({ read: false });
  });

  it('deletes a message after confirmation', async () => {
    const message = fromCarl();
    const { api } = mockMailbox(agent, [message, fromBea()]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.click(detail().getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this message?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `/api/messages/${message.id}`)).toHaveLength(0);

    await user.click(detail().getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Message' }));
    expect(await screen.findByText('Message has been deleted permanently.')).toBeInTheDocument();
    expect(screen.getByText('Message deleted')).toBeInTheDocument();
    expect(list().queryByText('Carl Client')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Message Selected' })).toBeInTheDocument();
  });

  it('refuses a blank reply, then sends one', async () => {
    const message = fromCarl();
    let release: () => void = () => {};
    const mailbox = mockMailbox(agent, [message]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    const box = screen.getByRole('textbox', { name: 'Reply to Carl Client' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Empty message')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a reply message.').length).toBeGreaterThan(0);
    expect(mailbox.api.callsTo('POST', `/api/messages/${message.id}/reply`)).toHaveLength(0);

    const original = mailbox.api.fetchMock.getMockImplementation();
    mailbox.api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/reply')) await new Promise<void>((resolve) => (release = resolve));
      return original!(input, init);
    });
    await user.type(box, 'Happy to show it on Saturday.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your reply has been sent successfully.')).toBeInTheDocument();
    expect(screen.getByText('Reply sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(within(screen.getByRole('region', { name: 'Replies' })).getByText('Happy to show it on Saturday.')).toBeInTheDocument();
  });

  it('tells when a reply fails', async () => {
    const message = fromCarl();
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/messages': () => jsonResponse(makeMessagesPage([message])),
      [`POST /api/messages/${message.id}/reply`]: () => jsonResponse({ message: 'boom' }, 500),
    });
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Carl Client' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Send failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send reply. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply to Carl Client' })).toHaveValue('Hello');
  });

  it('saves a draft and brings it back when the message is opened again', async () => {
    const message = fromCarl();
    const { api } = mockMailbox(agent, [message, fromBea()]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Carl Client' }), 'Draft in progress');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Your reply has been saved as a draft.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/messages/${message.id}/draft`)[0]?.body).toEqual({ body: 'Draft in progress' });

    await user.click(list().getByRole('button', { name: /Bea Buyer/ }));
    expect(screen.getByRole('textbox', { name: 'Reply to Bea Buyer' })).toHaveValue('');
    await user.click(list().getByRole('button', { name: /Carl Client/ }));
    expect(screen.getByRole('textbox', { name: 'Reply to Carl Client' })).toHaveValue('Draft in progress');
    expect(screen.getByText(/^Draft saved \w{3}, Jan 16, 2025/)).toBeInTheDocument();
  });

  it('forwards a message to an e-mail address with a note', async () => {
    const message = fromCarl();
    const { api } = mockMailbox(agent, [message]);
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /Carl Client/ }));
    await user.click(detail().getByRole('button', { name: 'Forward' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forward message' }));
    await user.type(dialog.getByRole('textbox', { name: /To/ }), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Forward' }));
    expect(dialog.getByText('Invalid email')).toBeInTheDocument();

    await user.clear(dialog.getByRole('textbox', { name: /To/ }));
    await user.type(dialog.getByRole('textbox', { name: /To/ }), 'partner@example.com');
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Can you take this one?');
    await user.click(dialog.getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('The message has been forwarded to partner@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/messages/${message.id}/forward`)[0]?.body).toEqual({ to: 'partner@example.com', note: 'Can you take this one?' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Forwarded' })).getByText(/partner@example.com/)).toBeInTheDocument();
  });

  it('offers Load more when there is another page', async () => {
    const first = fromBea();
    const second = fromCarl();
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/messages': (call) => jsonResponse(call.query.cursor ? makeMessagesPage([second]) : makeMessagesPage([first], { nextCursor: 'page-2' })),
    });
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: 'Load more messages' }));
    expect(await list().findByText('Carl Client')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messages').map((call) => call.query.cursor)).toEqual([undefined, 'page-2']);
  });
});

describe('/messages for a buyer', () => {
  it("shows the buyer's sent inquiries with the agent's replies, read-only", async () => {
    const sent = makeMessage({
      folder: 'sent',
      unread: false,
      from: 'Bea Buyer',
      to: { id: AGENT_ID, name: 'Sam Seller' },
      subject: 'Message to Sam Seller',
      replies: [{ id: 'r1', from: 'Sam Seller', body: 'Saturday at 10 works.', sentAt: '2025-01-16T09:00:00.000Z' }],
    });
    const api = mockApi({ 'GET /api/auth/user': signedInAs(buyer), 'GET /api/messages': () => jsonResponse(makeMessagesPage([sent], { unreadCount: 0 })) });
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: /To Sam Seller/ }));
    expect(detail().getByText('Saturday at 10 works.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Message actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Folders' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messages')[0]?.query.folder).toBe('sent');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('points a buyer without inquiries to the listings', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(buyer), 'GET /api/messages': () => jsonResponse(makeMessagesPage([])) });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'No sent inquiries yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Listings' })).toHaveAttribute('href', '/listings');
  });
});
