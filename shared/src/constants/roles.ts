export const ROLES = ['BUYER', 'AGENT', 'BROKER'] as const;
export type TRole = (typeof ROLES)[number];

/** What the API answers anyone but an operator of the marketplace on its admin routes. */
export const ONLY_ADMINS_MESSAGE = 'Only administrators can do this.';

export const PRO_ROLES: readonly TRole[] = ['AGENT', 'BROKER'];

export const isProRole = (role: string | null | undefined): boolean => role === 'AGENT' || role === 'BROKER';

/** Role badge labels (spec: Account). */
export const ROLE_LABELS: Record<TRole, string> = {
  AGENT: 'Real Estate Agent',
  BROKER: 'Real Estate Broker',
  BUYER: 'Buyer',
};

/** Waitlist role select labels. */
export const WAITLIST_ROLE_LABELS: Record<TRole, string> = {
  BUYER: 'Buyer',
  AGENT: 'Realtor/Agent',
  BROKER: 'Broker',
};
