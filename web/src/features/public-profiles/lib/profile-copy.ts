import type { TPublicProfileKind } from '../../../lib/api/get-public-profile';

/** The words that differ between /agent/:userId and /broker/:userId (spec: Public profiles). */
export const PROFILE_COPY: Record<TPublicProfileKind, { notFoundTitle: string; notFoundText: string; about: string; specialties: string; contact: string }> = {
  agent: {
    notFoundTitle: 'Agent Not Found',
    notFoundText: "The agent profile you're looking for doesn't exist.",
    about: 'About',
    specialties: 'Specialties',
    contact: 'Contact Agent',
  },
  broker: {
    notFoundTitle: 'Broker Not Found',
    notFoundText: "The broker profile you're looking for doesn't exist.",
    about: 'About the Broker',
    specialties: 'Brokerage Specialties',
    contact: 'Contact Broker',
  },
};

/** A website that is safe to link: http or https only. */
export function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export const brokeragePath = (brokerageName: string) => `/brokerage/${encodeURIComponent(brokerageName)}`;
