import { screen } from '@testing-library/react';
import { emptyResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('/waitlist', () => {
  it('offers the three roles with Realtor/Agent by default', async () => {
    mockApi();
    renderApp('/waitlist');
    expect(await screen.findByRole('heading', { name: 'Private Beta' })).toBeInTheDocument();
    const role = screen.getByLabelText('I am a');
    expect(role).toHaveValue('AGENT');
    expect([...(role as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['BUYER', 'Buyer'],
      ['AGENT', 'Realtor/Agent'],
      ['BROKER', 'Broker'],
    ]);
  });

  it('replaces the form with the success view', async () => {
    const api = mockApi({ 'POST /api/waitlist': () => jsonResponse({ success: true, message: "You're on the list — thanks!" }, 201) });
    const { user } = renderApp('/waitlist');
    await user.type(await screen.findByLabelText(/Email/), 'pat@example.com');
    await user.selectOptions(screen.getByLabelText('I am a'), 'Broker');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText("You're on the list — thanks!")).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch soon with your beta access.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/waitlist')[0]?.body).toEqual({ email: 'pat@example.com', role: 'BROKER' });
  });

  it("shows 'Something went wrong' inline and keeps the form", async () => {
    mockApi({ 'POST /api/waitlist': () => emptyResponse(500, 'Internal Server Error') });
    const { user } = renderApp('/waitlist');
    await user.type(await screen.findByLabelText(/Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByLabelText(/Email/)).toHaveValue('pat@example.com');
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  });

  it('checks the e-mail before sending', async () => {
    const api = mockApi();
    const { user } = renderApp('/waitlist');
    await user.type(await screen.findByLabelText(/Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/waitlist')).toHaveLength(0);
  });
});
