import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

type TSectionLinkProps = { section: 'pricing' | 'features'; className?: string; onClick?: () => void; children: ReactNode };

/** A landing-page section: a plain #anchor on /, /#section from anywhere else (spec: Shared chrome). */
export function SectionLink({ section, className, onClick, children }: TSectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={`#${section}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
