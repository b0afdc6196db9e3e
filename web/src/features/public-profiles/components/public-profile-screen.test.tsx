import { screen, waitFor, within } from '@testing-library/react';
import { makeListResponse, makeMapProperty, makeMapResponse, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { AGENT_ID, makePublicProfile } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const profilePath = `/api/agent/${AGENT_ID}/profile`;
const mapPath = `/api/agent/${AGENT_ID}/properties-with-open-houses`;
const noOpenHouses = () => jsonResponse(makeMapResponse([]));

describe('/agent/:userId', () => {
  it('lists the public listings another account owns that name the agent (co-listed, office), marked so', async () => {
    const coListed = { ...makePropertySummary({ address: '576 Mesquite Pass', city: 'Austin', state: 'TX' }), linkedRole: 'co-list-agent' as const };
    const api = mockApi({
      [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile()),
      [`GET ${mapPath}`]: noOpenHouses,
      'GET /api/properties': () => jsonResponse({ ...makeListResponse([coListed]), total: 1 }),
    });
    renderApp(`/agent/${AGENT_ID}`);
    const section = (await screen.findByRole('heading', { name: 'Co-listed and office listings' })).closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: '576 Mesquite Pass' })).toHaveAttribute('href', `/property/${coListed.id}`);
    expect(within(section).getByText('Co-listed')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toEqual({ userId: AGENT_ID, relation: 'linked', status: 'active', limit: '6' });
  });

  it('shows the left card and the main area as the spec lays them out', async () => {
    mockApi({
      [`GET ${profilePath}`]: () =>
        jsonResponse(
          makePublicProfile({
            profile: {
              companyWebsite: 'https://hillcountry.example',
              specialties: ['Condos', 'Relocation'],
              servingAreas: ['Zilker'],
              certifications: ['CRS'],
              awards: ['Top Producer 2024'],
              testimonialHighlight: 'Sam found us a home in a week.',
            },
          }),
        ),
      [`GET ${mapPath}`]: noOpenHouses,
    });
    renderApp(`/agent/${AGENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeInTheDocument();
    const card = screen.getByRole('complementary', { name: 'About Sam Seller' });
    expect(within(card).getByText('Agent')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Hill Country Homes' })).toHaveAttribute('href', '/brokerage/Hill%20Country%20Homes');
    expect(within(card).getByText('Your Austin home, found')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
    expect(within(card).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(within(card).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://hillcountry.example/');
    expect(within(card).getByRole('button', { name: 'Contact Agent' })).toBeInTheDocument();

    for (const heading of ['About', 'Specialties', 'Active Open Houses', 'Service Areas', 'Certifications', 'Awards', 'Open House Map', 'Client Testimonial']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Ten years selling homes in Austin.')).toBeInTheDocument();
    expect(screen.getByText('Sam found us a home in a week.')).toBeInTheDocument();
  });

  it('shows the real counts and labels the agent’s own figures as self-reported', async () => {
    mockApi({
      [`GET ${profilePath}`]: () =>
        jsonResponse(
          makePublicProfile({
            stats: {
              activeListings: 3,
              openHousesHeld: 11,
              selfReported: {
                yearsExperience: 8,
                transactionsCompleted: 120,
                averageResponseTime: null,
                clientSatisfactionRate: '97%',
                averageDaysOnMarket: null,
              },
            },
          }),
        ),
      [`GET ${mapPath}`]: noOpenHouses,
    });
    renderApp(`/agent/${AGENT_ID}`);
    const stats = within(await screen.findByRole('region', { name: 'Quick Stats' }));
    expect(stats.getByText('Active listings').nextSibling).toHaveTextContent('3');
    expect(stats.getByText('Open houses held').nextSibling).toHaveTextContent('11');
    expect(stats.getByRole('heading', { name: 'Self-reported' })).toBeInTheDocument();
    expect(stats.getByText('8 years')).toBeInTheDocument();
    expect(stats.getByText('97%')).toBeInTheDocument();
    expect(stats.getByText('Experience')).toHaveTextContent('Experience (self-reported)');
    // Never entered: left out, never an example figure.
    expect(stats.queryByText('Response time')).not.toBeInTheDocument();
    expect(stats.queryByText('2 hours')).not.toBeInTheDocument();
  });

  it('hides phone and e-mail when the agent keeps them from this visitor', async () => {
    mockApi({
      [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile({ isContactVisible: false, user: { email: undefined }, profile: { phone: null } })),
      [`GET ${mapPath}`]: noOpenHouses,
    });
    renderApp(`/agent/${AGENT_ID}`);
    expect(await screen.findByText('Contact details are private. Use the contact form to get in touch.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /555-0100/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'sam@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Agent' })).toBeInTheDocument();
  });

  it('renders an XSS-shaped bio and tagline as text', async () => {
    const bio = '<script>window.__pwned = true</script><img src=x onerror="window.__pwned=true">';
    mockApi({
      [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile({ profile: { bio, tagline: '<b>bold</b>', specialties: ['<i>x</i>'] } })),
      [`GET ${mapPath}`]: noOpenHouses,
    });
    renderApp(`/agent/${AGENT_ID}`);
    expect(await screen.findByText(bio)).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<i>x</i>')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main img[src="x"]')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("lists the agent's upcoming open houses", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-30T17:00:00Z'));
    const listing = makeMapProperty({
      title: 'Brokerage Bungalow',
      openHouses: [{ id: '01JWOH0000000000000000BB01', startsAt: '2026-05-31T15:00:00Z', endsAt: '2026-05-31T17:00:00Z' }],
    });
    mockApi({ [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile()), [`GET ${mapPath}`]: () => jsonResponse(makeMapResponse([listing])) });
    renderApp(`/agent/${AGENT_ID}`);
    const section = within(await screen.findByRole('region', { name: 'Active Open Houses' }));
    expect(await section.findByRole('link', { name: 'Brokerage Bungalow' })).toHaveAttribute('href', `/property/${listing.id}`);
    expect(section.getByText('1 upcoming open house')).toBeInTheDocument();
    expect(section.getByText(/Sun, May 31, 10:00 AM – 12:00 PM CDT/)).toBeInTheDocument();
  });

  it('asks once for the open houses shown in the section and on the map', async () => {
    const api = mockApi({ [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile()), [`GET ${mapPath}`]: noOpenHouses });
    renderApp(`/agent/${AGENT_ID}`);
    expect(await screen.findByText('Sam has no open houses scheduled right now.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', mapPath)).toHaveLength(1));
  });

  it("says 'Agent Not Found' for a missing or hidden profile", async () => {
    mockApi({ [`GET ${profilePath}`]: () => jsonResponse({ message: 'Agent Not Found' }, 404) });
    renderApp(`/agent/${AGENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Agent Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The agent profile you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    mockApi({ [`GET ${profilePath}`]: () => new Promise<Response>(() => {}) });
    renderApp(`/agent/${AGENT_ID}`);
    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
  });

  it('sends an inquiry from the Contact Agent dialog', async () => {
    const api = mockApi({
      [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile()),
      [`GET ${mapPath}`]: noOpenHouses,
      [`POST /api/agent/${AGENT_ID}/leads`]: () => jsonResponse({ success: true, message: 'Inquiry sent', id: 'lead-1' }, 201),
    });
    const { user } = renderApp(`/agent/${AGENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Contact Agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Sam Seller' }));
    await user.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(dialog.getAllByText('Please fill in all required fields.').length).toBeGreaterThan(0);
    expect(api.callsTo('POST', `/api/agent/${AGENT_ID}/leads`)).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Bea Buyer');
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'bea@example.com');
    await user.type(dialog.getByRole('textbox', { name: 'Message (optional)' }), 'Can we talk about Zilker?');
    await user.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your inquiry has been sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/api/agent/${AGENT_ID}/leads`)[0]?.body).toEqual({
      name: 'Bea Buyer',
      email: 'bea@example.com',
      message: 'Can we talk about Zilker?',
    });
  });

  it('tells when the inquiry cannot be sent', async () => {
    mockApi({
      [`GET ${profilePath}`]: () => jsonResponse(makePublicProfile()),
      [`GET ${mapPath}`]: noOpenHouses,
      [`POST /api/agent/${AGENT_ID}/leads`]: () => jsonResponse({ message: 'boom' }, 500),
    });
    const { user } = renderApp(`/agent/${AGENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Contact Agent' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Bea');
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'bea@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send inquiry. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('/broker/:userId', () => {
  const brokerPath = `/api/broker/${AGENT_ID}/profile`;

  it("uses the broker's headings, license number and Contact Broker", async () => {
    mockApi({
      [`GET ${brokerPath}`]: () =>
        jsonResponse(
          makePublicProfile({
            profile: {
              role: 'BROKER',
              displayName: 'Bea Broker',
              licenseNumber: 'TX-998877',
              brokerageName: 'Bluebonnet Brokers',
              companyDescription: 'A family brokerage.',
              specialties: ['Commercial'],
              servingAreas: ['Round Rock'],
            },
          }),
        ),
      [`GET /api/broker/${AGENT_ID}/brokerage-open-houses`]: noOpenHouses,
      [`GET ${mapPath}`]: noOpenHouses,
    });
    renderApp(`/broker/${AGENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Broker' })).toBeInTheDocument();
    expect(screen.getByText('Broker')).toBeInTheDocument();
    expect(screen.getByText('License number: TX-998877')).toBeInTheDocument();
    for (const heading of ['About the Broker', 'Bluebonnet Brokers', 'Brokerage Specialties', 'Service Areas', 'Brokerage Open House Map']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('A family brokerage.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Broker' })).toBeInTheDocument();
  });

  it("says 'Broker Not Found'", async () => {
    mockApi({ [`GET ${brokerPath}`]: () => jsonResponse({ message: 'Broker Not Found' }, 404) });
    renderApp(`/broker/${AGENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Broker Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The broker profile you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
