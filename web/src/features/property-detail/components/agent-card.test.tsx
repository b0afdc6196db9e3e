import { render, screen, within } from '@testing-library/react';
import { AgentCard } from './agent-card';

const agent = { id: 'agent-1', name: 'Sam Realtor', photoUrl: '/photos/sam.jpg', brokerageName: 'Lone Star Realty', role: 'AGENT' as const };

describe('AgentCard', () => {
  it('offers Call / Email Agent only for the details the agent has', () => {
    const { rerender } = render(<AgentCard agent={agent} contact={{ phone: '(512) 555-0100', email: 'sam@example.com' }} onScheduleViewing={() => {}} />);
    expect(screen.getByRole('link', { name: 'Call Agent' })).toHaveAttribute('href', 'tel:5125550100');
    expect(screen.getByRole('link', { name: 'Email Agent' })).toHaveAttribute('href', 'mailto:sam@example.com');

    rerender(<AgentCard agent={agent} contact={{ phone: null, email: 'sam@example.com' }} onScheduleViewing={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Call Agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Agent' })).toBeInTheDocument();
  });

  it('says so when the agent is unknown, and still offers Schedule Viewing', () => {
    render(<AgentCard agent={null} onScheduleViewing={() => {}} />);
    expect(screen.getByText("The listing agent's details are not available.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Viewing' })).toBeInTheDocument();
  });

  it('names the MLS list agent in the card, with their contact, and labels a co-listing agent below as such', () => {
    const coLister = { id: 'agent-2', name: 'Jordan Rivera', photoUrl: null, brokerageName: 'Lone Star Realty', role: 'AGENT' as const };
    const { rerender } = render(
      <AgentCard
        agent={agent}
        contact={{ phone: '(512) 555-0100', email: null }}
        mlsAgents={[
          { ...agent, mlsRole: 'list-agent' },
          { ...coLister, mlsRole: 'co-list-agent' },
        ]}
        onScheduleViewing={() => {}}
      />,
    );
    expect(screen.getByText('Listing Agent')).toBeInTheDocument();
    const others = screen.getByRole('list', { name: 'Also on this listing' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jordan Rivera · Co-listing agent']);
    expect(screen.getByRole('link', { name: 'Call Agent' })).toHaveAttribute('href', 'tel:5125550100');

    rerender(<AgentCard agent={agent} mlsAgents={[{ ...agent, mlsRole: 'list-agent' }]} onScheduleViewing={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Also on this listing' })).not.toBeInTheDocument();
  });

  it('calls a co-listing agent that, never the listing agent, when the list agent is not one of ours', () => {
    render(<AgentCard agent={agent} mlsAgents={[{ ...agent, mlsRole: 'co-list-agent' }]} onScheduleViewing={() => {}} />);
    expect(screen.getByText('Co-listing Agent')).toBeInTheDocument();
    expect(screen.queryByText('Listing Agent')).not.toBeInTheDocument();
  });
});
