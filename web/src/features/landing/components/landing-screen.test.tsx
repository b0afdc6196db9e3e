import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser, makeListResponse, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
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
    expect(
      within(pricing)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Free Trial', 'Solo Agent', 'Team']);
    const trials = within(pricing).getAllByRole('link', { name: 'Start Free Trial' });
    expect(trials).toHaveLength(3);
    expect(trials.map((trial) => trial.getAttribute('href'))).toEqual(['/signup/pro', '/signup/pro?plan=solo_monthly', '/signup/pro?plan=team_monthly']);
    expect(within(pricing).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toMatch(/^mailto:sales@openhouse\.market/);
  });

  it('sells the plans at the prices /subscribe charges, and dates nothing that goes stale', async () => {
    mockApi();
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(hero).not.toHaveTextContent(/Launching|20\d\d/);
    expect(within(hero).getByText('14-day free trial, no credit card required')).toBeInTheDocument();

    const pricing = document.getElementById('pricing') as HTMLElement;
    const card = (name: string) => within(pricing).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(card('Solo Agent')).toHaveTextContent('$29/month');
    expect(card('Solo Agent')).toHaveTextContent('or $299/year (save $49)');
    expect(card('Team')).toHaveTextContent('$99/month');
    expect(card('Team')).toHaveTextContent('or $999/year (save $189)');
    expect(pricing).not.toHaveTextContent(/Custom(?! branding)|Starter|\$0\/month/);
  });

  it('/subscribe charges what the landing page says', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    renderApp('/subscribe');
    const picker = await screen.findByRole('group', { name: 'Choose your plan' });
    const option = (name: string) =>
      within(picker)
        .getByRole('radio', { name: new RegExp(`^${name}`) })
        .closest('label') as HTMLElement;
    expect(option('Solo Agent Monthly')).toHaveTextContent('$29/month');
    expect(option('Solo Annual')).toHaveTextContent('$299/year');
    expect(option('Solo Annual')).toHaveTextContent('Save $49');
    expect(option('Team Monthly')).toHaveTextContent('$99/month');
    expect(option('Team Annual')).toHaveTextContent('Save $189');
  });

  it('promises the listing limits the plans enforce, and what the trial gives for $0', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.textContent).not.toMatch(/unlimited/i);

    const features = document.getElementById('features') as HTMLElement;
    const listings = within(features).getByRole('heading', { level: 3, name: 'Listings with photo galleries' }).closest('li') as HTMLElement;
    expect(listings).toHaveTextContent('up to 25 active listings on a Solo plan, 100 on a Team plan');

    const pricing = document.getElementById('pricing') as HTMLElement;
    const trial = within(pricing).getByRole('heading', { level: 3, name: 'Free Trial' }).closest('li') as HTMLElement;
    expect(trial).toHaveTextContent('$0 for 14 days');
    expect(within(trial).getByText('Every feature of every plan, no credit card. Then choose a plan to keep listing.')).toBeInTheDocument();
    expect(within(trial).getByText('Up to 25 active listings during the trial')).toBeInTheDocument();
    const team = within(pricing).getByRole('heading', { level: 3, name: 'Team' }).closest('li') as HTMLElement;
    expect(within(team).getByText('Up to 100 active listings')).toBeInTheDocument();
    expect(within(team).getByText('Shared lead pool')).toBeInTheDocument();
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
    // They are the newest listings, not this week's open houses: the heading says so and points to those.
    expect(screen.queryByText(/walk through this week/)).not.toBeInTheDocument();
    expect(screen.getByText(/Recently listed homes for sale\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See this week's open houses on the map" })).toHaveAttribute('href', '/map');
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
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'Round Rock',
      minPrice: '500000',
      maxPrice: '750000',
      minBedrooms: '3',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Properties' })).toBeInTheDocument();
    expect(await screen.findByText('Filtered Results')).toBeInTheDocument();
  });

  it("footer: product and support links and this year's copyright", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    mockApi();
    renderApp('/terms');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/api/docs');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await within(footer).findByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(within(footer).getByRole('link', { name: /on LinkedIn/ })).toBeInTheDocument();
    expect(within(footer).getByText(/© 2031 OpenHouse Market/)).toBeInTheDocument();
  });
});
