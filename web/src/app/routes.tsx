import type { RouteObject } from 'react-router-dom';
import { SignUpBuyerScreen } from '../features/auth/components/sign-up-buyer-screen';
import { SignUpChooserScreen } from '../features/auth/components/sign-up-chooser-screen';
import { SignUpProScreen } from '../features/auth/components/sign-up-pro-screen';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { AgentDashboardScreen } from '../features/dashboards/components/agent-dashboard-screen';
import { BrokerDashboardScreen } from '../features/dashboards/components/broker-dashboard-screen';
import { BrowseListingsScreen } from '../features/browse-listings/components/browse-listings-screen';
import { BuyerHomeScreen } from '../features/dashboards/components/buyer-home-screen';
import { SignedInHomeScreen } from '../features/dashboards/components/signed-in-home-screen';
import { CreateListingScreen } from '../features/listing-form/components/create-listing-screen';
import { EditListingScreen } from '../features/listing-form/components/edit-listing-screen';
import { PrivacyScreen } from '../features/legal/components/privacy-screen';
import { TermsScreen } from '../features/legal/components/terms-screen';
import { PropertyDetailScreen } from '../features/property-detail/components/property-detail-screen';
import { WaitlistScreen } from '../features/waitlist/components/waitlist-screen';
import { CreateOpenHouseScreen } from '../features/create-open-house/components/create-open-house-screen';
import { ManageOpenHousesScreen } from '../features/manage-open-houses/components/manage-open-houses-screen';
import { MapScreen } from '../features/map/components/map-screen';
import { SavedOpenHousesScreen } from '../features/saved-open-houses/components/saved-open-houses-screen';
import { SubscribeScreen } from '../features/subscribe/components/subscribe-screen';
import { AccountScreen } from '../features/account/components/account-screen';
import { MessagesScreen } from '../features/messages/components/messages-screen';
import { BrokerageRedirectScreen } from '../features/public-profiles/components/brokerage-redirect-screen';
import { PublicProfileScreen } from '../features/public-profiles/components/public-profile-screen';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { ThemeScreen } from '../features/theme/components/theme-screen';
import { RootLayout } from './layouts/root-layout';
import { HomeRoute } from './routes/home-route';
import { NotFoundScreen } from './routes/not-found-screen';
import { RouteErrorScreen } from './routes/route-error-screen';
import { SignedInOnly } from './routes/signed-in-only';

/**
 * The spec's route table (§2) for the screens that exist so far. MLS, settings, account, theme, messages
 * and public profiles join with their issues; until then their paths fall through to the 404 screen.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Signed out: the landing screen. Signed in: the home screen. Neither while the session loads.
      { path: '/', element: <HomeRoute /> },
      { path: '/dashboard', element: <SignedInOnly render={(user) => <SignedInHomeScreen user={user} />} /> },
      // The listing form says itself what a signed-out visitor or a user without a subscription must do
      // (spec: Create Listing), so it is routed for everyone rather than showing the 404 screen.
      { path: '/create-listing', element: <CreateListingScreen /> },
      { path: '/edit-listing/:id', element: <EditListingScreen /> },
      // Signed-in screens whose spec says what a visitor sees instead (Access Restricted, /signin, login),
      // so they are routed for everyone rather than showing the 404 screen.
      { path: '/create-open-house', element: <CreateOpenHouseScreen /> },
      { path: '/manage-open-houses', element: <ManageOpenHousesScreen /> },
      { path: '/saved-open-houses', element: <SavedOpenHousesScreen /> },
      { path: '/subscribe', element: <SubscribeScreen /> },
      // The Theme screen says itself what a visitor or a buyer sees ('Authentication Required', 'Access Restricted').
      { path: '/theme', element: <ThemeScreen /> },
      { path: '/settings', element: <SignedInOnly render={() => <SettingsScreen />} /> },
      { path: '/account', element: <SignedInOnly render={() => <AccountScreen />} /> },
      { path: '/messages', element: <SignedInOnly render={(user) => <MessagesScreen user={user} />} /> },

      { path: '/signup', element: <SignUpChooserScreen /> },
      { path: '/signup/buyer', element: <SignUpBuyerScreen /> },
      { path: '/signup/pro', element: <SignUpProScreen /> },
      { path: '/signin', element: <SignInScreen /> },
      { path: '/waitlist', element: <WaitlistScreen /> },
      { path: '/terms', element: <TermsScreen /> },
      { path: '/privacy', element: <PrivacyScreen /> },

      { path: '/listings', element: <BrowseListingsScreen /> },
      { path: '/property/:id', element: <PropertyDetailScreen /> },
      { path: '/map', element: <MapScreen /> },

      // Public in the route table; each screen applies its own access rule.
      { path: '/buyer/home', element: <BuyerHomeScreen /> },
      { path: '/agent/dashboard', element: <AgentDashboardScreen /> },
      { path: '/broker/dashboard', element: <BrokerDashboardScreen /> },
      // Public profiles (the dashboards above win over :userId: static segments rank first).
      { path: '/agent/:userId', element: <PublicProfileScreen kind="agent" /> },
      { path: '/broker/:userId', element: <PublicProfileScreen kind="broker" /> },
      { path: '/brokerage/:brokerageName', element: <BrokerageRedirectScreen /> },

      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
