import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';

export const statuses = { new: 0, contacted: 0, 'showing-scheduled': 0, 'under-contract': 0, closed: 0, lost: 0 };
export const zero = { views: 0, saves: 0, inquiries: 0, signIns: 0, leads: 0, openHouses: 0, contactableSignIns: 0 };

/** GET /api/analytics as a basic plan sees it (no advanced analytics): one listing's early March. */
export const analytics = (overrides: Partial<TAnalyticsResponse> = {}): TAnalyticsResponse => ({
  from: '2026-03-01',
  to: '2026-03-03',
  bucket: 'day',
  scope: 'agent',
  listingId: null,
  timeZones: ['America/Chicago'],
  totals: { views: 12, saves: 3, inquiries: 2, signIns: 4, leads: 6, openHouses: 2, contactableSignIns: 3 },
  series: [
    { start: '2026-03-01', ...zero, views: 5, leadsByStatus: statuses },
    {
      start: '2026-03-02',
      ...zero,
      views: 7,
      saves: 3,
      inquiries: 2,
      signIns: 4,
      leads: 6,
      openHouses: 2,
      contactableSignIns: 3,
      leadsByStatus: { ...statuses, new: 6, contacted: 1 },
    },
    { start: '2026-03-03', ...zero, leadsByStatus: statuses },
  ],
  leadStatusNow: { ...statuses, new: 5, contacted: 1 },
  conversion: { openHouses: 2, signIns: 4, contactableSignIns: 3, signInsPerOpenHouse: 2, leadsPerSignIn: 0.75 },
  listings: [
    {
      listingId: '01JWPR00000000000000000001',
      title: 'Elm Street Bungalow with a very long name that wraps',
      agentId: 'agent-7',
      views: 12,
      saves: 3,
      inquiries: 2,
      signIns: 4,
      leads: 6,
      openHouses: 2,
      contactableSignIns: 3,
    },
  ],
  agents: [],
  advancedAnalytics: false,
  ...overrides,
});

const LONG_TITLE = 'Elm Street Bungalow with a very long name that wraps';

/** GET /api/analytics/advanced: March 1–3 beside February 26–28, one listing, with sources and a funnel. */
export const advancedAnalytics = (overrides: Partial<TAdvancedAnalyticsResponse> = {}): TAdvancedAnalyticsResponse => ({
  from: '2026-03-01',
  to: '2026-03-03',
  previous: { from: '2026-02-26', to: '2026-02-28' },
  scope: 'agent',
  totals: {
    current: { ...zero, views: 12, saves: 3, inquiries: 2, signIns: 4, leads: 6 },
    previous: { ...zero, views: 8, saves: 3, inquiries: 0, signIns: 5, leads: 5 },
  },
  sources: [
    { source: 'open-house', label: 'Open-house sign-ins', current: 4, previous: 5 },
    { source: 'listing', label: 'Listing inquiries', current: 1, previous: 0 },
    { source: 'profile', label: 'Profile contacts', current: 1, previous: 0 },
  ],
  funnel: [
    { stage: 'leads', label: 'New leads', status: 'new', current: 6, previous: 5 },
    { stage: 'contacted', label: 'Contacted', status: 'contacted', current: 3, previous: 1 },
    { stage: 'showing', label: 'Showing scheduled', status: 'showing-scheduled', current: 1, previous: 1 },
    { stage: 'offer', label: 'Under contract (offer)', status: 'under-contract', current: 0, previous: 1 },
    { stage: 'closed', label: 'Closed', status: 'closed', current: 0, previous: 0 },
  ],
  listings: [
    {
      listingId: '01JWPR00000000000000000001',
      title: LONG_TITLE,
      agentId: 'agent-7',
      agentName: null,
      current: { ...zero, views: 12, saves: 3, inquiries: 1, signIns: 4, leads: 5 },
      previous: { ...zero, views: 8, leads: 5 },
    },
  ],
  ...overrides,
});
