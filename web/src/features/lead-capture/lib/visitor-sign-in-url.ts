/** The page a visitor's QR scan opens, on this site's own origin. */
export const visitorSignInUrl = (openHouseId: string, origin = window.location.origin) => `${origin}/open-house/${encodeURIComponent(openHouseId)}/sign-in`;
