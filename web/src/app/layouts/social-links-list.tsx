import type { ReactElement } from 'react';
import { SOCIAL_LINKS } from './social-links';

type TSocialLinksListProps = { wrapLink?: (link: ReactElement, label: string) => ReactElement };

/** The footer's social profile icons; `wrapLink` can dress each link (with a tooltip). */
export function SocialLinksList({ wrapLink = (link) => link }: TSocialLinksListProps) {
  return (
    <ul className="flex gap-3 pt-2" aria-label="Social media">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.href}>
          {wrapLink(
            <a
              href={social.href}
              aria-label={social.label}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
            >
              <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
                {social.icon}
              </svg>
            </a>,
            social.label,
          )}
        </li>
      ))}
    </ul>
  );
}
