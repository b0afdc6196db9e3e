/**
 * The screens a signed-out visitor opens by a path that holds no id, as every-screen.e2e.test.ts's visitor walk
 * opens them (with its listing, profile and visitor sign-in screens besides), watching each for
 * Content-Security-Policy violations; content-security-policy.e2e.test.ts opens the other signed-out screens.
 */
export const VISITOR_SCREENS = [
  '/',
  '/listings',
  '/map',
  '/brokerage/Lone%20Star%20Realty',
  '/signin',
  '/signup',
  '/signup/buyer',
  '/signup/pro',
  '/waitlist',
  '/terms',
  '/privacy',
  '/theme',
  '/create-open-house',
  '/mls-integration',
  '/unsubscribe/a-link-from-an-email',
  // The signed-in screens that turn a visitor away with 'Access Denied' on the way to /signin show one screen:
  // /buyer/home stands for /broker/dashboard (its own sentence). /agent/dashboard shows the landing of '/'.
  '/buyer/home',
  '/no-such-page',
] as const;
