import { Heart, Inbox, LifeBuoy, Mail, Palette, Send, Settings, ShieldCheck, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import type { TRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import type { TSession } from '../../lib/use-session';

/** Log Out is a full page navigation: the API ends the session and redirects to /. */
export const LOGOUT_URL = '/api/auth/logout';

export type TNavItem = { label: string; to: string };

/**
 * From which width the public header shows its links in the bar (below it they fold into the menu button): a
 * signed-in buyer's six links, bell and named menu only fit on one row from xl (1280 px); split over two lines,
 * "Messages" broke mid-word.
 */
export const headerBarClasses = (session: TSession): { shown: string; folded: string } =>
  session.status === 'signed-in' ? { shown: 'xl:flex', folded: 'xl:hidden' } : { shown: 'md:flex', folded: 'md:hidden' };

export const SIGNED_OUT_LINKS: readonly TNavItem[] = [
  { label: 'Browse Listings', to: '/listings' },
  { label: 'Map View', to: '/map' },
];

/** A signed-in buyer's header: what a buyer can use (listing and open-house creation are for professionals). */
export const SIGNED_IN_LINKS: readonly TNavItem[] = [
  { label: 'Browse Listings', to: '/listings' },
  { label: 'Map View', to: '/map' },
  { label: 'Saved Open Houses', to: '/saved-open-houses' },
  { label: 'Saved Searches', to: '/saved-searches' },
  { label: 'My Day', to: '/my-day' },
  { label: 'Messages', to: '/messages' },
];

export const PRO_TABS: readonly TNavItem[] = [
  { label: 'Browse Listings', to: '/listings' },
  { label: 'Map View', to: '/map' },
  { label: 'Dashboard', to: '/agent/dashboard' },
  { label: 'Create Listing', to: '/create-listing' },
  { label: 'Analytics', to: '/analytics' },
];

export const USER_MENU_ITEMS: readonly (TNavItem & { icon: LucideIcon })[] = [
  { label: 'Settings', to: '/settings', icon: Settings },
  { label: 'Account', to: '/account', icon: UserRound },
  { label: 'Theme', to: '/theme', icon: Palette },
  { label: 'Messages', to: '/messages', icon: Mail },
  { label: 'Help', to: '/help', icon: LifeBuoy },
];

/** Agents and brokers also have their lead pipeline, beside Messages, and where leads go on to (CRM Sync). */
const PRO_USER_MENU_ITEMS: readonly (TNavItem & { icon: LucideIcon })[] = [
  ...USER_MENU_ITEMS,
  { label: 'Leads', to: '/leads', icon: UsersRound },
  { label: 'CRM Sync', to: '/crm', icon: Send },
];

/** Buyers also have the homes they saved with a heart (otherwise only reachable from the Buyer Portal). */
const BUYER_USER_MENU_ITEMS: readonly (TNavItem & { icon: LucideIcon })[] = [...USER_MENU_ITEMS, { label: 'Saved Homes', to: '/saved-homes', icon: Heart }];

const menuItemsOfRole = (role: TRole) => (role === 'BUYER' ? BUYER_USER_MENU_ITEMS : PRO_USER_MENU_ITEMS);

/** Operators of the marketplace also have its administration (the MLS registry and review requests) and the support inbox. */
const ADMIN_MENU_ITEMS = [
  { label: 'Admin', to: '/admin/mls', icon: ShieldCheck },
  { label: 'Support Inbox', to: '/admin/support', icon: Inbox },
] as const;

export const userMenuItemsFor = (user: Pick<TCurrentUser, 'isAdmin' | 'profile'>) =>
  user.isAdmin ? [...menuItemsOfRole(user.profile.role), ...ADMIN_MENU_ITEMS] : menuItemsOfRole(user.profile.role);

/** The user menu's label: the first name, or 'User' when there is none. */
export const menuLabelFor = (firstName: string | null | undefined): string => firstName?.trim() || 'User';
