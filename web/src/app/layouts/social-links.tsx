import type { ReactElement } from 'react';

/**
 * The product's social profiles. The spec names social icons but not the accounts: these handles are the
 * product name's and must be confirmed before launch.
 */
export const SOCIAL_LINKS: readonly { label: string; href: string; icon: ReactElement }[] = [
  {
    label: 'OpenHouse Market on Facebook',
    href: 'https://www.facebook.com/openhousemarket',
    icon: <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A22 22 0 0 0 14.7 2C12.4 2 10.9 3.4 10.9 6v2.5H8.3v3.3h2.6V22H14V11.8h2.6l.4-3.3z" />,
  },
  {
    label: 'OpenHouse Market on X',
    href: 'https://x.com/openhousemarket',
    icon: <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />,
  },
  {
    label: 'OpenHouse Market on LinkedIn',
    href: 'https://www.linkedin.com/company/openhousemarket',
    icon: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5M3 9.75h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z" />
    ),
  },
  {
    label: 'OpenHouse Market on Instagram',
    href: 'https://www.instagram.com/openhousemarket',
    icon: (
      <path d="M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3c1.2-.1 1.6-.1 4.8-.1m0 4.8a5 5 0 1 0 0 10 5 5 0 0 0 0-10m0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4m5.2-9.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4" />
    ),
  },
];
