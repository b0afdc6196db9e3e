import { render, screen } from '@testing-library/react';
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

  it('names every one of our agents on an MLS listing, list agent first', () => {
    const coLister = { id: 'agent-2', name: 'Jordan Rivera', photoUrl: null, brokerageName: 'Lone Star Realty', role: 'AGENT' as const };
    const { rerender } = render(<AgentCard agent={agent} mlsAgents={[{ ...agent, mlsRole: 'list-agent' }, { ...coLister, mlsRole: 'co-list-agent' }]} onScheduleViewing={() => {}} />);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Sam Realtor · Listing agent', 'Jordan Rivera · Co-listing agent']);

    rerender(<AgentCard agent={agent} mlsAgents={[{ ...agent, mlsRole: 'list-agent' }]} onScheduleViewing={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Agents on this listing' })).not.toBeInTheDocument();
  });
});
