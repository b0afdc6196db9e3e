import { userActor } from '../../../functions/src/services/actor';
import { ZUpdateBrandingRequestSchema } from '@shared/schemas/profile.schema';
import { getProperty } from '../../../functions/src/data/property-repository';
import { getUserWithProfile } from '../../../functions/src/data/user-repository';
import type { TDeps } from '../../../functions/src/services/deps';
import { createLead } from '../../../functions/src/services/leads/create-lead';
import { updateBranding } from '../../../functions/src/services/profile/update-branding';

const BRANDING: Record<string, Record<string, unknown>> = {
  'agent@demo.openhouse.market': {
    tagline: 'Central Austin homes, first-time buyers welcome',
    bio: 'I help buyers find the right neighbourhood before the right house. Ten years selling bungalows and condos between Zilker and Mueller.',
    specialties: ['First-time buyers', 'Condos', 'Historic homes', 'Relocation'],
    servingAreas: ['Zilker', 'Travis Heights', 'Mueller', 'Hyde Park'],
    languages: ['English', 'Spanish'],
    accentColor: 'teal',
  },
  'agent2@demo.openhouse.market': {
    tagline: 'East Austin and North Loop specialist',
    bio: 'Investor-friendly agent focused on duplexes, townhouses and homes near the new rail lines.',
    specialties: ['Investment properties', 'Townhouses'],
    servingAreas: ['East Austin', 'North Loop', 'Windsor Park'],
    accentColor: 'orange',
  },
  'broker@demo.openhouse.market': {
    tagline: 'Lone Star Realty: Austin brokerage since 2009',
    bio: 'Managing broker of Lone Star Realty, a team of agents serving Central and East Austin.',
    companyName: 'Lone Star Realty',
    companyDescription: 'An independent Austin brokerage with agents across Central and East Austin.',
    specialties: ['Luxury homes', 'New construction'],
    servingAreas: ['Tarrytown', 'Clarksville', 'Barton Hills'],
    profileTheme: 'luxury',
    accentColor: 'purple',
  },
};

const INQUIRIES = [
  { name: 'Maya Chen', email: 'maya.chen@example.com', phone: '(512) 555-0110', message: 'Is the open house on Saturday still on? Could we come by at 2?' },
  { name: 'Luis Ortega', email: 'luis.ortega@example.com', message: 'Does the price include the detached studio? Any offers yet?' },
  { name: 'Priya Nair', email: 'priya.nair@example.com', phone: '(512) 555-0188', message: 'We are pre-approved and would love a private showing this week.' },
];

/**
 * Gives the demo professionals real branding and the demo agent a few inquiries (one from the demo buyer),
 * through the same services the API uses, so Theme, public profiles and Messages have something to show.
 */
export async function seedDemoEngagement(deps: TDeps, input: { accountIds: Record<string, string>; propertyIds: readonly string[] }): Promise<void> {
  for (const [email, branding] of Object.entries(BRANDING)) {
    const account = await getUserWithProfile(deps.db, input.accountIds[email] ?? '');
    if (account) await updateBranding(deps, userActor(account), ZUpdateBrandingRequestSchema.parse(branding));
  }
  const agentId = input.accountIds['agent@demo.openhouse.market'];
  const agentListings: string[] = [];
  for (const propertyId of input.propertyIds) {
    if ((await getProperty(deps.db, propertyId))?.userId === agentId) agentListings.push(propertyId);
    if (agentListings.length > INQUIRIES.length) break;
  }
  const buyerId = input.accountIds['buyer@demo.openhouse.market'] ?? null;
  for (const [i, lead] of INQUIRIES.entries()) {
    await createLead(deps, { propertyId: agentListings[i]!, ipKey: `demo-seed-${i}`, senderUserId: null, lead });
  }
  await createLead(deps, {
    propertyId: agentListings[INQUIRIES.length]!,
    ipKey: 'demo-seed-buyer',
    senderUserId: buyerId,
    lead: { name: 'Bailey Buyer', email: 'buyer@demo.openhouse.market', message: 'Hi! Is this one still available? We could visit on Sunday.' },
  });
}
