import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { TProperty } from '@shared/schemas/property.schema';
import { displayedAddress, displayedName } from '../../../components/property/displayed-address';
import { ListingAttributionDetails } from '../../../components/property/listing-attribution';
import { StatusBadge } from '../../../components/property/status-badge';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';
import { formatPrice } from '../../../lib/format';
import { backToSearchOf } from '../../../lib/search-origin';
import { useSession } from '../../../lib/use-session';
import { useListingAgentProfile } from '../api/use-listing-agent-profile';
import { AgentCard } from './agent-card';
import { ImageCarousel } from './image-carousel';
import { InquiryForm } from './inquiry-form';
import { OpenHouseSchedule } from './open-house-schedule';
import { PropertyFacts } from './property-facts';
import { PropertyFeatures } from './property-features';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';
import { FairHousingStatement } from '../../../components/fair-housing/fair-housing-statement';

/** Schedule Viewing: bring the inquiry form into view; it then offers showing times (and focuses the day). */
function goToInquiryForm() {
  document.getElementById('inquiry')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function PropertyDetail({ property }: { property: TProperty }) {
  const session = useSession();
  const name = displayedName(property);
  const isOwner = session.status === 'signed-in' && session.user.id === property.userId;
  const agentProfile = useListingAgentProfile(property.agent);
  const [isSchedulingViewing, setIsSchedulingViewing] = useState(false);
  // From /listings or /map, back to that screen with its filters (carried in the link's history state).
  const backTo = backToSearchOf(useLocation().state);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={name} />
      <TextLink to={backTo.to} className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backTo.label}
      </TextLink>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <ImageCarousel key={property.id} images={property.images} label={name} />

          <header className="flex flex-wrap items-start justify-between gap-4">
            <div className="space-y-1">
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-3xl font-bold text-slate-900">{formatPrice(property.price)}</p>
                <StatusBadge status={property.status} marketStatus={property.marketStatus} onMarketDate={property.onMarketDate} />
              </div>
              <h1 className="text-xl font-semibold text-slate-900">{name}</h1>
              <p className="text-slate-600">{displayedAddress(property)}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {isOwner && (
                <Link to={`/edit-listing/${property.id}`} className={buttonClasses({ variant: 'outline' })}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit listing
                </Link>
              )}
              <ShareButton />
              <SaveButton propertyId={property.id} listingName={name} />
            </div>
          </header>

          <PropertyFacts property={property} />

          <section aria-labelledby="about-heading" className="space-y-3">
            <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
              About This Property
            </h2>
            <p className="whitespace-pre-line text-slate-700">{property.description || 'The agent has not added a description yet.'}</p>
          </section>

          <OpenHouseSchedule property={property} />
          <PropertyFeatures property={property} />
          {property.attribution && <ListingAttributionDetails attribution={property.attribution} />}
          <FairHousingStatement className="border-t border-slate-200 pt-6" />
        </div>

        <aside className="space-y-6" aria-label="Contact">
          {/* Call / Email Agent come from the agent's public profile, as far as the agent lets this visitor see them. */}
          <AgentCard
            agent={property.agent}
            contact={agentProfile.contact}
            profilePath={agentProfile.profilePath}
            mlsAgents={property.mlsAgents}
            onScheduleViewing={() => {
              setIsSchedulingViewing(true);
              goToInquiryForm();
            }}
          />
          <InquiryForm
            propertyId={property.id}
            timeZone={property.timeZone}
            isSchedulingViewing={isSchedulingViewing}
            onSchedulingChange={setIsSchedulingViewing}
          />
        </aside>
      </div>
    </div>
  );
}
