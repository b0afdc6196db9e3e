import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE_ONLY_FOR_PROS_MESSAGE } from '@shared/constants/branding';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeFile, mockXhr } from '../../../testing/mock-xhr';
import { AGENT_ID, makeBranding } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';
import { pageNavigation } from '../../../lib/navigation';

const agent = makeCurrentUser({ id: AGENT_ID, firstName: 'Sam', role: 'AGENT', profile: { displayName: 'Sam Seller' } });
const upload = {
  key: `profiles/${AGENT_ID}/pic.png`,
  url: 'http://s3.local/photos',
  fields: { key: `profiles/${AGENT_ID}/pic.png`, Policy: 'p' },
  expiresAt: '2030-01-01T00:00:00Z',
};

describe('/theme access', () => {
  it('asks a signed-out visitor to sign in', async () => {
    mockApi();
    renderApp('/theme');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('tells a buyer it is for agents and brokers', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    renderApp('/theme');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText(PROFILE_ONLY_FOR_PROS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(api.callsTo('GET', '/api/profile')).toHaveLength(0);
  });

  it("shows 'Loading your profile...' while the branding loads", async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/profile': () => new Promise<Response>(() => {}) });
    renderApp('/theme');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
  });
});

describe('/theme for an agent', () => {
  it('shows the stored branding, with sample figures only as placeholders, and a back link', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/profile': () =>
        jsonResponse(
          makeBranding({ tagline: 'Austin homes', specialties: ['Condos'], defaults: ['yearsExperience', 'transactionsCompleted'], averageDaysOnMarket: 20 }),
        ),
    });
    renderApp('/theme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Realtor Profile & Branding' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/agent/dashboard');
    expect(screen.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Austin homes');
    expect(screen.getByRole('textbox', { name: 'Years of experience' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Years of experience' })).toHaveAttribute('placeholder', 'e.g. 5');
    expect(screen.getByRole('textbox', { name: 'Average days on market' })).toHaveValue('20');
    for (const theme of ['Clean and business-focused', 'Contemporary and stylish', 'Friendly and approachable', 'Premium and sophisticated']) {
      expect(screen.getByText(theme)).toBeInTheDocument();
    }
    for (const colour of ['Blue', 'Green', 'Purple', 'Orange', 'Teal']) expect(screen.getByRole('radio', { name: colour })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show stats' })).toBeChecked();
    expect(screen.getByText('Your profile changes will be visible to buyers immediately after saving')).toBeInTheDocument();
    expect(screen.getByText(/1200x400 recommended/)).toBeInTheDocument();
    expect(screen.getByText(/400x400 recommended; a square picture works best/)).toBeInTheDocument();
  });

  it('saves the whole form, leaving untouched sample figures unset, and refreshes the session user', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/profile': () => jsonResponse(makeBranding()),
      'PUT /api/profile': (call) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(makeBranding({ ...(call.body as object), defaults: [] })));
        }),
    });
    const { user } = renderApp('/theme');
    await user.type(await screen.findByRole('textbox', { name: 'Tagline' }), 'Your Austin home, found');
    await user.type(screen.getByRole('textbox', { name: 'Specialties' }), 'Condos{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Service Areas' }), 'Zilker{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Years of experience' }), '9');
    await user.click(screen.getByRole('radio', { name: /Luxury/ }));
    await user.click(screen.getByRole('radio', { name: 'Teal' }));
    await user.click(screen.getByRole('switch', { name: 'Show company info' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('button', { name: 'Saving Profile...' })).toBeDisabled();
    const sessionChecks = api.callsTo('GET', '/api/auth/user').length;
    release();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', '/api/profile');
    expect(put?.body).toMatchObject({
      tagline: 'Your Austin home, found',
      specialties: ['Condos'],
      servingAreas: ['Zilker'],
      yearsExperience: 9,
      profileTheme: 'luxury',
      accentColor: 'teal',
      showCompanyInfo: false,
      showStats: true,
    });
    expect(put?.body).not.toHaveProperty('transactionsCompleted');
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/user').length).toBeGreaterThan(sessionChecks));
  });

  it('checks the website before saving and shows the server field errors', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/profile': () => jsonResponse(makeBranding()),
      'PUT /api/profile': () => jsonResponse({ message: 'Invalid input', errors: [{ path: 'bio', message: 'Bio must be at most 2000 characters' }] }, 400),
    });
    const { user } = renderApp('/theme');
    const website = await screen.findByRole('textbox', { name: 'Website' });
    await user.type(website, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Please enter a valid URL starting with http:// or https://')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/profile')).toHaveLength(0);

    await user.clear(website);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('Bio must be at most 2000 characters')).toBeInTheDocument();
  });

  it('uploads a profile picture with a spinner, then shows it', async () => {
    const xhr = mockXhr();
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/profile': () => jsonResponse(makeBranding()),
      'POST /api/profile/photos/uploads': () => jsonResponse({ upload }, 201),
      'POST /api/profile/photos': () => jsonResponse({ type: 'profile', photoUrl: '/photos/profiles/pic.png' }),
    });
    const { user } = renderApp('/theme');
    await user.upload(await screen.findByLabelText('Upload Profile Picture'), makeFile('me.png', { type: 'image/png', size: 2048 }));
    expect(await screen.findByText('Uploading your profile picture…')).toBeInTheDocument();
    expect(await screen.findByText('Profile picture uploaded successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/profile/photos/uploads')[0]?.body).toEqual({
      type: 'profile',
      file: { name: 'me.png', contentType: 'image/png', size: 2048 },
    });
    expect(api.callsTo('POST', '/api/profile/photos')[0]?.body).toEqual({ type: 'profile', key: upload.key });
    expect(xhr.uploads[0]?.fieldNames).toEqual(['key', 'Policy', 'file']);
    const preview = screen.getByRole('region', { name: 'Profile preview' });
    expect(within(preview).getByRole('presentation')).toHaveAttribute('src', '/photos/profiles/pic.png');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/photos/profiles/pic.png');
  });

  it('refuses a header photo over 5 MB before uploading', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/profile': () => jsonResponse(makeBranding()) });
    const { user } = renderApp('/theme');
    await user.upload(await screen.findByLabelText('Upload Header Photo'), makeFile('big.jpg', { size: 6 * 1024 * 1024 }));
    expect(await screen.findByText('Failed to upload header photo: File size must be less than 5MB')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/profile/photos/uploads')).toHaveLength(0);
  });

  it('tells when an upload fails', async () => {
    mockXhr(() => 'network-error');
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/profile': () => jsonResponse(makeBranding()),
      'POST /api/profile/photos/uploads': () => jsonResponse({ upload }, 201),
    });
    const { user } = renderApp('/theme');
    await user.upload(await screen.findByLabelText('Upload Header Photo'), makeFile('h.jpg'));
    expect(await screen.findByText('Failed to upload header photo')).toBeInTheDocument();
  });

  it('Cancel Changes reloads the page', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/profile': () => jsonResponse(makeBranding()) });
    const { user } = renderApp('/theme');
    await user.click(await screen.findByRole('button', { name: 'Cancel Changes' }));
    expect(pageNavigation.reload).toHaveBeenCalledOnce();
  });
});
