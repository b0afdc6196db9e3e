/** BROKERAGE#name / BROKERAGE: the name's uniqueness lock; `name` keeps the owner's spelling. */
export type TBrokerageRecord = { name: string; brokerId: string; createdAt: string };

export type TMembershipState = 'pending' | 'approved' | 'declined' | 'removed';

/**
 * BROKERAGE#name / MEMBER#agentId: exists only while the agent's profile names this brokerage (both change
 * in one transaction). `brokerId` is the owner asked: a request made to a previous owner of the name
 * does not count for a later one.
 */
export type TMembershipRecord = {
  agentId: string;
  brokerId: string;
  status: TMembershipState;
  requestedAt: string;
  decidedAt: string | null;
};
