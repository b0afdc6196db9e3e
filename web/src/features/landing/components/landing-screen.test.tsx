import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('landing', () => {
  it('hero links, featured empty state, 7 features, 3 plans', async () => {
    mockApi();
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(within(hero).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');

    expect(screen.getByText('No featured properties available at the moment')).toBeInTheDocument();

    const features = document.getElementById('features') as HTMLElement;
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(7);

    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(within(pricing).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Starter', 'Pro Agent', 'Team/Brokerage']);
    for (const trial of within(pricing).getAllByRole('link', { name: 'Start Free Trial' })) expect(trial).toHaveAttribute('href', '/api/login');
    expect(within(pricing).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toMatch(/^mailto:sales@openhouse\.market/);
  });

  it('footer: product and support links and the 2024 copyright', async () => {
    mockApi();
    renderApp('/terms');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/api/docs');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await within(footer).findByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(within(footer).getByRole('link', { name: /on LinkedIn/ })).toBeInTheDocument();
    expect(within(footer).getByText(/© 2024/)).toBeInTheDocument();
  });
});
