import { screen, waitFor, within } from '@testing-library/react';
import { makeListResponse, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('landing', () => {
  it('hero links, featured empty state, 7 features, 3 plans', async () => {
    mockApi();
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(within(hero).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');

    expect(await screen.findByRole('heading', { name: 'No featured properties available at the moment' })).toBeInTheDocument();

    const features = document.getElementById('features') as HTMLElement;
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(7);

    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(within(pricing).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Starter', 'Pro Agent', 'Team/Brokerage']);
    for (const trial of within(pricing).getAllByRole('link', { name: 'Start Free Trial' })) expect(trial).toHaveAttribute('href', '/api/login');
    expect(within(pricing).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toMatch(/^mailto:sales@openhouse\.market/);
  });

  it('promises the listing limits the plans enforce, and what Starter gives for $0', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.textContent).not.toMatch(/unlimited/i);

    const features = document.getElementById('features') as HTMLElement;
    const listings = within(features).getByRole('heading', { level: 3, name: 'Listings with photo galleries' }).closest('li') as HTMLElement;
    expect(listings).toHaveTextContent('up to 25 active listings on a Solo plan, 100 on a Team plan');

    const pricing = document.getElementById('pricing') as HTMLElement;
    const starter = within(pricing).getByRole('heading', { level: 3, name: 'Starter' }).closest('li') as HTMLElement;
    expect(starter).toHaveTextContent('$0/month');
    expect(within(starter).getByText('Try it free for 14 days, then choose a plan to keep listing.')).toBeInTheDocument();
    expect(within(starter).getByText('Up to 25 active listings during the trial')).toBeInTheDocument();
    const team = within(pricing).getByRole('heading', { level: 3, name: 'Team/Brokerage' }).closest('li') as HTMLElement;
    expect(within(team).getByText('Up to 100 active listings')).toBeInTheDocument();
  });

  it('Featured Open Houses shows up to 6 active listings from the server', async () => {
    const api = mockApi({
      'GET /api/properties': () => jsonResponse(makeListResponse(Array.from({ length: 6 }, (_, i) => makePropertySummary({ title: `Featured ${i + 1}` })))),
    });
    renderApp('/');
    const featured = await screen.findByRole('list', { name: 'Featured properties' });
    expect(within(featured).getAllByRole('article')).toHaveLength(6);
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toEqual({ status: 'active', limit: '6' });
    expect(screen.queryByText('No featured properties available at the moment')).not.toBeInTheDocument();
  });

  it('the search row opens /listings with the chosen filters', async () => {
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([])) });
    const { user, router } = renderApp('/');
    const search = await screen.findByRole('search', { name: 'Search listings' });
    await user.type(within(search).getByRole('searchbox', { name: 'City, address or ZIP code' }), 'Round Rock');
    await user.selectOptions(within(search).getByLabelText('Price range'), '$500K-$750K');
    await user.selectOptions(within(search).getByLabelText('Bedrooms'), '3+ Bedrooms');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'Round Rock', priceRange: '500k-750k', minBedrooms: '3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Properties' })).toBeInTheDocument();
    expect(await screen.findByText('Filtered Results')).toBeInTheDocument();
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
