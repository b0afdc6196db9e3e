import { screen, waitFor, within } from '@testing-library/react';
import { emptyResponse, jsonResponse, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const header = () => screen.getByRole('banner');

describe('BETA badge', () => {
  it('uses the page attribute first, without asking the API', async () => {
    document.documentElement.dataset.appMode = 'beta';
    const api = mockApi({ 'GET /api/app-mode': () => jsonResponse({ APP_MODE: 'live' }) });
    renderApp('/terms');
    expect(await within(header()).findByText('BETA')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/app-mode')).toHaveLength(0);
  });

  it('asks GET /api/app-mode when the page has no attribute', async () => {
    const api = mockApi({ 'GET /api/app-mode': () => jsonResponse({ APP_MODE: 'private-beta' }) });
    renderApp('/terms');
    expect(await within(header()).findByText('BETA')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/app-mode')).toHaveLength(1);
  });

  it('assumes private-beta when the app-mode call fails', async () => {
    mockApi({ 'GET /api/app-mode': () => emptyResponse(500, 'Internal Server Error') });
    renderApp('/terms');
    expect(await within(header()).findByText('BETA')).toBeInTheDocument();
  });

  it('assumes private-beta when the app-mode call cannot reach the server', async () => {
    mockApi({
      'GET /api/app-mode': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/terms');
    expect(await within(header()).findByText('BETA')).toBeInTheDocument();
  });

  it('assumes private-beta when the answer names no mode it knows', async () => {
    mockApi({ 'GET /api/app-mode': () => jsonResponse({ APP_MODE: 'gamma' }) });
    renderApp('/terms');
    expect(await within(header()).findByText('BETA')).toBeInTheDocument();
  });

  it('shows no badge when live', async () => {
    const api = mockApi({ 'GET /api/app-mode': () => jsonResponse({ APP_MODE: 'live' }) });
    renderApp('/terms');
    await waitFor(() => expect(api.callsTo('GET', '/api/app-mode')).toHaveLength(1));
    await within(header()).findByRole('link', { name: 'Get Started' });
    expect(within(header()).queryByText('BETA')).not.toBeInTheDocument();
  });

  it('shows no badge when the page says live', async () => {
    document.documentElement.dataset.appMode = 'live';
    const api = mockApi();
    renderApp('/terms');
    await within(header()).findByRole('link', { name: 'Get Started' });
    expect(within(header()).queryByText('BETA')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/app-mode')).toHaveLength(0);
  });
});
