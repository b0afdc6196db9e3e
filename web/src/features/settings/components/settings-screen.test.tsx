import { screen, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeSettings } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const signedIn = { 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) };

function settingsApi(initial = makeSettings()) {
  let stored = initial;
  return mockApi({
    ...signedIn,
    'GET /api/settings': () => jsonResponse(stored),
    'PUT /api/settings': (call) => {
      stored = { ...stored, ...(call.body as object), updatedAt: '2025-02-01T00:00:00.000Z' };
      return jsonResponse(stored);
    },
    'POST /api/account/password': () => jsonResponse({ success: true, message: 'Password changed', signedOutSessions: 2 }),
  });
}

describe('/settings', () => {
  it('shows the defaults: email on, push and marketing off, two-factor off, everything public', async () => {
    settingsApi();
    renderApp('/settings');
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
    expect(screen.getByText(/Off: turn it on to ask for a code/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Profile visibility' })).toHaveValue('public');
    expect(screen.getByRole('combobox', { name: 'Contact information' })).toHaveValue('public');
  });

  it('explains each visibility choice and saves them with the switches', async () => {
    const api = settingsApi();
    const { user } = renderApp('/settings');
    const profileVisibility = await screen.findByRole('combobox', { name: 'Profile visibility' });
    expect(
      within(profileVisibility)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['public', 'registered', 'private']);
    await user.selectOptions(profileVisibility, 'registered');
    expect(screen.getByText('Only signed-in users can view your profile')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contact information' }), 'agents');
    expect(screen.getByText('Only signed-in agents and brokers')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your settings have been updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/settings')[0]?.body).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      marketingEmails: true,
      twoFactor: false,
      profileVisibility: 'registered',
      contactVisibility: 'agents',
    });
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('Cancel puts back the stored values', async () => {
    const api = settingsApi(makeSettings({ pushNotifications: true, profileVisibility: 'private' }));
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('switch', { name: 'Push notifications' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Profile visibility' }), 'public');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Profile visibility' })).toHaveValue('private');
    expect(api.callsTo('PUT', '/api/settings')).toHaveLength(0);
  });

  it('tells when saving fails', async () => {
    mockApi({ ...signedIn, 'GET /api/settings': () => jsonResponse(makeSettings()), 'PUT /api/settings': () => jsonResponse({ message: 'boom' }, 500) });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });
});

describe('/settings password change', () => {
  it.each([
    ['a field is empty', { current: 'old-password', next: 'new-password', confirm: '' }, 'Missing fields', 'Please fill in all password fields.'],
    ['the new ones differ', { current: 'old-password', next: 'new-password', confirm: 'new-passwort' }, 'Passwords do not match', null],
    ['the new one is short', { current: 'old-password', next: 'short', confirm: 'short' }, 'Password too short', 'Password must be at least 8 characters long'],
  ])('refuses when %s', async (_case, input, title, description) => {
    const api = settingsApi();
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText(/^Current password/), input.current);
    await user.type(screen.getByLabelText(/^New password/), input.next);
    if (input.confirm) await user.type(screen.getByLabelText(/^Confirm new password/), input.confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const toast = within(await screen.findByRole('region', { name: /Notifications/ }));
    expect(await toast.findByText(title)).toBeInTheDocument();
    if (description) expect(toast.getByText(description)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/password')).toHaveLength(0);
  });

  it('changes the password, clears the fields and says other sessions were signed out', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      ...signedIn,
      'GET /api/settings': () => jsonResponse(makeSettings()),
      'POST /api/account/password': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ success: true, message: 'Password changed', signedOutSessions: 2 }));
        }),
    });
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText(/^Current password/), 'old-password');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your password has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('You were signed out on 2 other devices.')).toBeInTheDocument();
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(api.callsTo('POST', '/api/account/password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it("shows the server's reason when the current password is wrong", async () => {
    mockApi({
      ...signedIn,
      'GET /api/settings': () => jsonResponse(makeSettings()),
      'POST /api/account/password': () =>
        jsonResponse({ message: 'Current password is incorrect.', errors: [{ path: 'currentPassword', message: 'Current password is incorrect.' }] }, 400),
    });
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password change failed')).toBeInTheDocument();
    expect(screen.getAllByText('Current password is incorrect.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/settings: lead alerts (agents)', () => {
  it('loads the lead alert choices and saves e-mail, in-app and quiet hours', async () => {
    let stored = { email: 'instant', inApp: true, quietHours: null as { start: string; end: string } | null, timeZone: 'America/Chicago' };
    const api = mockApi({
      ...signedIn,
      'GET /api/settings': () => jsonResponse(makeSettings()),
      'GET /api/settings/notifications': () => jsonResponse(stored),
      'PUT /api/settings/notifications': (call) => ((stored = call.body as typeof stored), jsonResponse(stored)),
    });
    const { user } = renderApp('/settings');
    const email = await screen.findByRole('combobox', { name: 'E-mail' });
    expect(email).toHaveValue('instant');
    expect(screen.getByRole('switch', { name: 'In the app' })).toBeChecked();
    await user.selectOptions(email, 'hourly');
    await user.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    expect(screen.getByLabelText('From')).toHaveValue('21:00');
    await user.click(screen.getByRole('button', { name: 'Save lead alerts' }));
    await screen.findByText('Lead alerts saved');
    const saved = api.callsTo('PUT', '/api/settings/notifications')[0]!.body as typeof stored;
    expect(saved).toMatchObject({ email: 'hourly', inApp: true, quietHours: { start: '21:00', end: '07:00' } });
  });

  it('is not offered to buyers', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })), 'GET /api/settings': () => jsonResponse(makeSettings()) });
    renderApp('/settings');
    await screen.findByRole('switch', { name: 'Email notifications' });
    expect(screen.queryByRole('heading', { name: 'Lead alerts' })).not.toBeInTheDocument();
  });
});
