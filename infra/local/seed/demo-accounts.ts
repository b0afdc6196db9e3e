import type { TNewAccount } from '../../../functions/src/services/auth/create-account';

/** Demo accounts seeded on first start (also listed in the README). */
export const DEMO_ACCOUNTS: (TNewAccount & { hasActiveSubscription: boolean })[] = [
  {
    role: 'BUYER',
    displayName: 'Bailey Buyer',
    email: 'buyer@demo.openhouse.market',
    password: 'demo-buyer-2026',
    timeframe: '1-3-months',
    financing: 'pre-approved',
    represented: false,
    consents: { terms: true, marketing: false },
    hasActiveSubscription: false,
  },
  {
    role: 'AGENT',
    displayName: 'Avery Agent',
    email: 'agent@demo.openhouse.market',
    password: 'demo-agent-2026',
    phone: '(512) 555-0142',
    licenseNumber: 'TX-0741234',
    brokerageName: 'Lone Star Realty',
    consents: { terms: true, marketing: false },
    hasActiveSubscription: true,
  },
  {
    role: 'AGENT',
    displayName: 'Jordan Rivera',
    email: 'agent2@demo.openhouse.market',
    password: 'demo-agent2-2026',
    phone: '(512) 555-0177',
    licenseNumber: 'TX-0755881',
    brokerageName: 'Lone Star Realty',
    consents: { terms: true, marketing: false },
    hasActiveSubscription: true,
  },
  {
    role: 'BROKER',
    displayName: 'Blake Broker',
    email: 'broker@demo.openhouse.market',
    password: 'demo-broker-2026',
    phone: '(512) 555-0199',
    licenseNumber: 'TX-B-556677',
    brokerageName: 'Lone Star Realty',
    consents: { terms: true, marketing: false },
    hasActiveSubscription: true,
  },
];
