import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title';
import { ClosingCallToAction } from './closing-call-to-action';
import { FeaturedOpenHouses } from './featured-open-houses';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';

/** `/` for visitors who are not signed in. */
export function LandingScreen() {
  const { hash } = useLocation();

  // Arriving at /#pricing or /#features: the sections only exist once the session check has finished.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageTitle />
      <HeroSection />
      <FeaturedOpenHouses />
      <FeaturesSection />
      <PricingSection />
      <ClosingCallToAction />
    </>
  );
}
