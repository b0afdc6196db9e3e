import type { RouteObject } from 'react-router-dom';
import { KioskLayout } from './layouts/kiosk-layout';
import { RootLayout } from './layouts/root-layout';
import { HomeRoute } from './routes/home-route';
import { NotFoundScreen } from './routes/not-found-screen';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { SignedInOnly } from './routes/signed-in-only';
import { AdminOnly } from './routes/admin-only';
import { LazyLocationSearch } from './lazy-location-search';
import { lazyNamed } from '../lib/lazy-named';

const SignUpBuyerScreen = lazyNamed(() => import('../features/auth/components/sign-up-buyer-screen'), 'SignUpBuyerScreen');
const SignUpChooserScreen = lazyNamed(() => import('../features/auth/components/sign-up-chooser-screen'), 'SignUpChooserScreen');
const SignUpProScreen = lazyNamed(() => import('../features/auth/components/sign-up-pro-screen'), 'SignUpProScreen');
const SignInScreen = lazyNamed(() => import('../features/auth/components/sign-in-screen'), 'SignInScreen');
const AgentDashboardScreen = lazyNamed(() => import('../features/dashboards/components/agent-dashboard-screen'), 'AgentDashboardScreen');
const BrokerDashboardScreen = lazyNamed(() => import('../features/dashboards/components/broker-dashboard-screen'), 'BrokerDashboardScreen');
const BrowseListingsScreen = lazyNamed(() => import('../features/browse-listings/components/browse-listings-screen'), 'BrowseListingsScreen');
const BuyerHomeScreen = lazyNamed(() => import('../features/dashboards/components/buyer-home-screen'), 'BuyerHomeScreen');
const SignedInHomeScreen = lazyNamed(() => import('../features/dashboards/components/signed-in-home-screen'), 'SignedInHomeScreen');
const CreateListingScreen = lazyNamed(() => import('../features/listing-form/components/create-listing-screen'), 'CreateListingScreen');
const EditListingScreen = lazyNamed(() => import('../features/listing-form/components/edit-listing-screen'), 'EditListingScreen');
const PrivacyScreen = lazyNamed(() => import('../features/legal/components/privacy-screen'), 'PrivacyScreen');
const TermsScreen = lazyNamed(() => import('../features/legal/components/terms-screen'), 'TermsScreen');
const AccessibilityScreen = lazyNamed(() => import('../features/legal/components/accessibility-screen'), 'AccessibilityScreen');
const FairHousingScreen = lazyNamed(() => import('../features/legal/components/fair-housing-screen'), 'FairHousingScreen');
const ConfirmRemovalScreen = lazyNamed(() => import('../features/legal/components/confirm-removal-screen'), 'ConfirmRemovalScreen');
const PropertyDetailScreen = lazyNamed(() => import('../features/property-detail/components/property-detail-screen'), 'PropertyDetailScreen');
const WaitlistScreen = lazyNamed(() => import('../features/waitlist/components/waitlist-screen'), 'WaitlistScreen');
const CreateOpenHouseScreen = lazyNamed(() => import('../features/create-open-house/components/create-open-house-screen'), 'CreateOpenHouseScreen');
const ManageOpenHousesScreen = lazyNamed(() => import('../features/manage-open-houses/components/manage-open-houses-screen'), 'ManageOpenHousesScreen');
const MapScreen = lazyNamed(() => import('../features/map/components/map-screen'), 'MapScreen');
const SavedHomesScreen = lazyNamed(() => import('../features/saved-homes/components/saved-homes-screen'), 'SavedHomesScreen');
const MyDayScreen = lazyNamed(() => import('../features/my-day/components/my-day-screen'), 'MyDayScreen');
const SharedDayPlanScreen = lazyNamed(() => import('../features/my-day/components/shared-day-plan-screen'), 'SharedDayPlanScreen');
const SavedOpenHousesScreen = lazyNamed(() => import('../features/saved-open-houses/components/saved-open-houses-screen'), 'SavedOpenHousesScreen');
const SavedSearchesScreen = lazyNamed(() => import('../features/saved-searches/components/saved-searches-screen'), 'SavedSearchesScreen');
const SubscribeScreen = lazyNamed(() => import('../features/subscribe/components/subscribe-screen'), 'SubscribeScreen');
const AccountScreen = lazyNamed(() => import('../features/account/components/account-screen'), 'AccountScreen');
const MessagesScreen = lazyNamed(() => import('../features/messages/components/messages-screen'), 'MessagesScreen');
const BrokerageRedirectScreen = lazyNamed(() => import('../features/public-profiles/components/brokerage-redirect-screen'), 'BrokerageRedirectScreen');
const PublicProfileScreen = lazyNamed(() => import('../features/public-profiles/components/public-profile-screen'), 'PublicProfileScreen');
const SettingsScreen = lazyNamed(() => import('../features/settings/components/settings-screen'), 'SettingsScreen');
const SignInSheetScreen = lazyNamed(() => import('../features/lead-capture/components/sign-in-sheet-screen'), 'SignInSheetScreen');
const LeadsScreen = lazyNamed(() => import('../features/leads/components/leads-screen'), 'LeadsScreen');
const AnalyticsScreen = lazyNamed(() => import('../features/analytics/components/analytics-screen'), 'AnalyticsScreen');
const KioskScreen = lazyNamed(() => import('../features/lead-capture/components/kiosk-screen'), 'KioskScreen');
const ConfirmEmailScreen = lazyNamed(() => import('../features/email-confirmation/components/confirm-email-screen'), 'ConfirmEmailScreen');
const UnsubscribeScreen = lazyNamed(() => import('../features/lead-capture/components/unsubscribe-screen'), 'UnsubscribeScreen');
const VisitorSignInScreen = lazyNamed(() => import('../features/lead-capture/components/visitor-sign-in-screen'), 'VisitorSignInScreen');
const ThemeScreen = lazyNamed(() => import('../features/theme/components/theme-screen'), 'ThemeScreen');
const CrmSyncScreen = lazyNamed(() => import('../features/crm-sync/components/crm-sync-screen'), 'CrmSyncScreen');
const MlsIntegrationScreen = lazyNamed(() => import('../features/mls-integration/components/mls-integration-screen'), 'MlsIntegrationScreen');
const AdminMlsScreen = lazyNamed(() => import('../features/admin-mls/components/admin-mls-screen'), 'AdminMlsScreen');
const AdminSupportScreen = lazyNamed(() => import('../features/admin-support/components/admin-support-screen'), 'AdminSupportScreen');
const HelpScreen = lazyNamed(() => import('../features/support/components/help-screen'), 'HelpScreen');

/** The spec's route table (§2); unknown paths fall through to the 404 screen. */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <KioskLayout />
      </RouteErrorBoundary>
    ),
    children: [{ path: '/open-house/:id/kiosk', element: <SignedInOnly render={() => <KioskScreen />} /> }],
  },
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
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
      { path: '/saved-searches', element: <SavedSearchesScreen /> },
      { path: '/saved-homes', element: <SavedHomesScreen /> },
      // The open-house day planner says itself what a visitor must do; a shared plan is for anyone with its link.
      { path: '/my-day', element: <MyDayScreen /> },
      { path: '/my-day/shared/:token', element: <SharedDayPlanScreen /> },
      { path: '/subscribe', element: <SubscribeScreen /> },
      // The Theme screen says itself what a visitor or a buyer sees ('Authentication Required', 'Access Restricted').
      { path: '/theme', element: <ThemeScreen /> },
      // Likewise MLS integration: 'Access Required' for a visitor, a word for buyers.
      { path: '/mls-integration', element: <MlsIntegrationScreen /> },
      // Administrators only: signed out → sign in, anyone else → the 404 screen.
      {
        path: '/admin/mls',
        element: (
          <AdminOnly>
            <AdminMlsScreen />
          </AdminOnly>
        ),
      },
      {
        path: '/admin/support',
        element: (
          <AdminOnly>
            <AdminSupportScreen />
          </AdminOnly>
        ),
      },
      { path: '/help', element: <SignedInOnly render={() => <HelpScreen />} /> },
      { path: '/settings', element: <SignedInOnly render={() => <SettingsScreen />} /> },
      { path: '/account', element: <SignedInOnly render={() => <AccountScreen />} /> },
      { path: '/messages', element: <SignedInOnly render={(user) => <MessagesScreen user={user} />} /> },
      { path: '/open-houses/:propertyId/:openHouseId/sign-in-sheet', element: <SignedInOnly render={() => <SignInSheetScreen />} /> },
      { path: '/leads', element: <SignedInOnly render={(user) => <LeadsScreen user={user} />} /> },
      { path: '/crm', element: <SignedInOnly render={(user) => <CrmSyncScreen user={user} />} /> },
      { path: '/analytics', element: <SignedInOnly render={(user) => <AnalyticsScreen user={user} />} /> },
      // What the QR code at the door opens: anyone may sign in.
      { path: '/open-house/:id/sign-in', element: <VisitorSignInScreen /> },
      { path: '/unsubscribe/:token', element: <UnsubscribeScreen /> },
      // Where an e-mail confirmation link lands: anyone holding it; a button confirms (not the visit).
      { path: '/confirm-email/:token', element: <ConfirmEmailScreen /> },

      { path: '/signup', element: <SignUpChooserScreen /> },
      { path: '/signup/buyer', element: <SignUpBuyerScreen /> },
      { path: '/signup/pro', element: <SignUpProScreen /> },
      { path: '/signin', element: <SignInScreen /> },
      { path: '/waitlist', element: <WaitlistScreen /> },
      { path: '/terms', element: <TermsScreen /> },
      { path: '/privacy', element: <PrivacyScreen /> },
      { path: '/accessibility', element: <AccessibilityScreen /> },
      { path: '/fair-housing', element: <FairHousingScreen /> },
      // Where a visitor's removal link lands: anyone holding it; a button removes (not the visit).
      { path: '/privacy/remove/:token', element: <ConfirmRemovalScreen /> },

      {
        path: '/listings',
        element: <BrowseListingsScreen renderLocationSearch={(onSelect) => <LazyLocationSearch label="Limit to a place" onSelect={onSelect} />} />,
      },
      { path: '/property/:id', element: <PropertyDetailScreen /> },
      { path: '/map', element: <MapScreen searchSlot={<LazyLocationSearch label="Go to a place" />} /> },

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
