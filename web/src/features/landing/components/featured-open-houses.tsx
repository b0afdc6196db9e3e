import { House } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_LISTINGS_LIMIT } from '@shared/constants/listing';
import { PropertyGrid, PropertyGridSkeleton } from '../../../components/property/property-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextLink } from '../../../components/ui/text-link';
import { useProperties } from '../../../lib/api/get-properties';
import { useHasComeNear } from '../../../lib/use-has-come-near';
import { FEATURED_LISTINGS_QUERY } from '../api/featured-listings-query';
import { FeaturedSearchRow } from './featured-search-row';

/** How far ahead of a scroll the listings are asked for (the section starts below a phone's first screen). */
const LOAD_AHEAD_MARGIN = '200px';

/**
 * Up to 6 active listings, and a search row that leads to /listings with its filters. The cards sit below the
 * first screen at every size, so they are asked for once the section comes near: a first visit to / then
 * downloads and runs no zod or listing schema (what parsing the answer needs) before the page is usable.
 */
export function FeaturedOpenHouses() {
  const sectionRef = useRef<HTMLElement>(null);
  const featured = useProperties(FEATURED_LISTINGS_QUERY, { enabled: useHasComeNear(sectionRef, LOAD_AHEAD_MARGIN) });
  const items = featured.data?.items.slice(0, FEATURED_LISTINGS_LIMIT) ?? [];
  return (
    <section ref={sectionRef} aria-labelledby="featured-heading" className="mx-auto max-w-7xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
      <div className="text-center">
        <h2 id="featured-heading" className="text-3xl font-bold text-slate-900">
          Featured Open Houses
        </h2>
        {/* The six are the newest active listings, with or without an open house: the week's open houses are on the map. */}
        <p className="mt-2 text-slate-600">
          Recently listed homes for sale. <TextLink to="/map">See this week&apos;s open houses on the map</TextLink>.
        </p>
      </div>
      <FeaturedSearchRow />
      {featured.isPending ? (
        <PropertyGridSkeleton count={FEATURED_LISTINGS_LIMIT} label="Loading featured properties" />
      ) : items.length === 0 ? (
        // A failed load also lands here: the landing page stays calm, and browsing is one click away.
        <EmptyState icon={House} title="No featured properties available at the moment" headingLevel={3}>
          New listings are added weekly. Check back soon, or <TextLink to="/listings">browse all listings</TextLink>.
        </EmptyState>
      ) : (
        <>
          <PropertyGrid properties={items} label="Featured properties" />
          <div className="text-center">
            <Link to="/listings" className="font-medium text-brand-700 hover:underline">
              View all listings
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
