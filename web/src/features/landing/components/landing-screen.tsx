import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title';
import { ClosingCallToAction } from './closing-call-to-action';
import { FeaturedOpenHouses } from './featured-open-houses';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';

/** `/` for visitors who are not signed in. `search`: the location search for the hero (the app passes it in). */
export function LandingScreen({ search }: { search?: ReactNode } = {}) {
  const { hash } = useLocation();

  // Arriving at /#pricing or /#features: the sections only exist once the session check has finished.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageTitle />
      <HeroSection search={search} />
      <FeaturedOpenHouses />
      <FeaturesSection />
      <PricingSection />
      <ClosingCallToAction />
    </>
  );
}
