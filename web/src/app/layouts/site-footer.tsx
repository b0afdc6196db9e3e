import { Suspense, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACCESSIBILITY_PATH } from '@shared/constants/fair-housing';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants/product';
import { FairHousingStatement } from '../../components/fair-housing/fair-housing-statement';
import { lazyNamed } from '../../lib/lazy-named';
import { useHasComeNear } from '../../lib/use-has-come-near';
import { useSession } from '../../lib/use-session';
import { SectionLink } from './section-link';
import { SocialLinksList } from './social-links-list';

const SocialLinksWithTooltips = lazyNamed(() => import('./social-links-with-tooltips'), 'SocialLinksWithTooltips');

const linkClass = 'text-sm text-slate-300 hover:text-white';

export function SiteFooter() {
  const session = useSession();
  // Pricing and features live on the signed-out landing screen only.
  const hasLandingSections = session.status !== 'signed-in';
  const footerRef = useRef<HTMLElement>(null);
  const isNearViewport = useHasComeNear(footerRef);
  return (
    <footer ref={footerRef} className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="space-y-3 md:col-span-2">
          <p className="text-lg font-semibold text-white">{PRODUCT_NAME}</p>
          <p className="max-w-sm text-sm">
            Open houses and listings for buyers, agents and brokers. {PRODUCT_NAME} is not a real estate broker or a law firm; offers must be submitted by a
            licensed professional.
          </p>
          {/* The links show at once; their tooltips' positioning code arrives when the footer comes near. */}
          {isNearViewport ? (
            <Suspense fallback={<SocialLinksList />}>
              <SocialLinksWithTooltips />
            </Suspense>
          ) : (
            <SocialLinksList />
          )}
        </div>
        <FooterColumn title="Product">
          {hasLandingSections && (
            <>
              <li>
                <SectionLink section="features" className={linkClass}>
                  Features
                </SectionLink>
              </li>
              <li>
                <SectionLink section="pricing" className={linkClass}>
                  Pricing
                </SectionLink>
              </li>
            </>
          )}
          <li>
            <Link to="/listings" className={linkClass}>
              Browse Listings
            </Link>
          </li>
          <li>
            {/* Served by the API, not the SPA: a full navigation. */}
            <a href="/api/docs" className={linkClass}>
              API Documentation
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title="Support">
          <li>
            {/* Signed in, the Help page's request form (answered by plan priority); signed out, an e-mail. */}
            {session.status === 'signed-in' ? (
              <Link to="/help" className={linkClass}>
                Help Center
              </Link>
            ) : (
              <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help request')}`} className={linkClass}>
                Help Center
              </a>
            )}
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              Contact Us
            </a>
          </li>
          <li>
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={ACCESSIBILITY_PATH} className={linkClass}>
              Accessibility
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">
          <FairHousingStatement tone="dark" className="max-w-3xl" />
          <p className="text-sm text-slate-400">
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </div>
  );
}
