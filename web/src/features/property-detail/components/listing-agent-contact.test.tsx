import { screen, within } from '@testing-library/react';
import { makeProperty } from '../../../testing/factories';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { AGENT_ID, makePublicProfile } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const listing = makeProperty({ agent: { id: AGENT_ID, name: 'Sam Seller', photoUrl: null, brokerageName: 'Hill Country Homes', role: 'AGENT' } });
const propertyPath = `/api/properties/${listing.id}`;
const agentCard = async () => within((await screen.findByRole('heading', { name: 'Listing Agent' })).closest('div.rounded-xl') as HTMLElement);

describe('the listing agent on /property/:id', () => {
  it("offers Call Agent and Email Agent from the agent's public profile and links the name to it", async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(listing), [`GET /api/agent/${AGENT_ID}/profile`]: () => jsonResponse(makePublicProfile()) });
    renderApp(`/property/${listing.id}`);
    const card = await agentCard();
    expect(await card.findByRole('link', { name: 'Call Agent' })).toHaveAttribute('href', 'tel:5125550100');
    expect(card.getByRole('link', { name: 'Email Agent' })).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(card.getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', `/agent/${AGENT_ID}`);
  });

  it('offers neither when the agent keeps their contact details from this visitor', async () => {
    mockApi({
      [`GET ${propertyPath}`]: () => jsonResponse(listing),
      [`GET /api/agent/${AGENT_ID}/profile`]: () =>
        jsonResponse(makePublicProfile({ isContactVisible: false, user: { email: undefined }, profile: { phone: null } })),
    });
    renderApp(`/property/${listing.id}`);
    const card = await agentCard();
    expect(await card.findByRole('link', { name: 'Sam Seller' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Call Agent' })).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Email Agent' })).not.toBeInTheDocument();
  });

  it('shows the name without a link when the profile is not visible', async () => {
    mockApi({
      [`GET ${propertyPath}`]: () => jsonResponse(listing),
      [`GET /api/agent/${AGENT_ID}/profile`]: () => jsonResponse({ message: 'Agent Not Found' }, 404),
    });
    renderApp(`/property/${listing.id}`);
    const card = await agentCard();
    expect(card.getByText('Sam Seller')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Sam Seller' })).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Call Agent' })).not.toBeInTheDocument();
  });
});
