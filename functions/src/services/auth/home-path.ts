import type { TRole } from '@shared/constants/roles';

/** Where each role lands after signing up or in (spec: Sign-up and sign-in). */
export const homePathFor = (role: TRole): string => (role === 'BROKER' ? '/broker/dashboard' : role === 'AGENT' ? '/agent/dashboard' : '/buyer/home');
