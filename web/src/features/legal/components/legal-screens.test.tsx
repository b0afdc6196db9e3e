import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('legal pages', () => {
  it("/privacy shows today's date and the privacy contact", async () => {
    mockApi();
    renderApp('/privacy');
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(await screen.findByText(`Last updated: ${today}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@openhouse.market' })).toHaveAttribute('href', 'mailto:privacy@openhouse.market');
    expect(screen.getByText(/We do not sell your personal information/)).toBeInTheDocument();
  });

  it('/terms states the real estate disclaimer and links back home', async () => {
    mockApi();
    renderApp('/terms');
    expect(await screen.findByText(/not a real estate broker and not a law firm/)).toBeInTheDocument();
    expect(screen.getByText(/Offers to purchase must be submitted by a licensed real estate professional/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
