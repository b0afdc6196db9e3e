import type { TBrokerageMembershipResponse, TBrokerageTeamResponse } from '@shared/schemas/brokerage.schema';
import type { createApiClient } from './http-client';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string };

/** A brokerage name no other test uses. */
export const uniqueBrokerage = (label = 'Realty') => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export const membershipOf = async (client: TClient) => (await client.get<TBrokerageMembershipResponse>('/api/brokerage/membership')).body;
export const teamOf = (client: TClient) => client.get<TBrokerageTeamResponse & TError>('/api/brokerage/team');
export const approve = (client: TClient, agentId: string) => client.post<TBrokerageTeamResponse & TError>(`/api/brokerage/team/${agentId}/approve`);
export const decline = (client: TClient, agentId: string) => client.post<TBrokerageTeamResponse & TError>(`/api/brokerage/team/${agentId}/decline`);
export const removeMember = (client: TClient, agentId: string) => client.request<TBrokerageTeamResponse & TError>('DELETE', `/api/brokerage/team/${agentId}`);
