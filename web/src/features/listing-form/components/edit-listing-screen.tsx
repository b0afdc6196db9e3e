import { useParams } from 'react-router-dom';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { PropertyNotFound } from '../../../components/property/property-not-found';
import { ErrorAlert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { isPropertyNotFound, useProperty } from '../../../lib/api/get-property';
import { valuesFromProperty } from '../lib/listing-form-values';
import { useListingAccess } from '../lib/use-listing-access';
import { EDIT_TEXTS, ListingForm } from './listing-form';
import { ListingAccessNotice } from './listing-access-notice';
import { ListingFormPage } from './listing-form-page';

/** /edit-listing/:id: the listing form filled in, for the listing's owner. */
export function EditListingScreen() {
  const access = useListingAccess({ signedOutMessage: EDIT_TEXTS.signedOut, requiresSubscription: false });
  if (access.status === 'loading') return <PageSpinner />;
  if (access.status === 'redirecting') return <PageSpinner label="Redirecting…" />;
  if (access.status === 'restricted') return <ListingAccessNotice message="Only real estate agents and brokers can edit listings." />;
  return <EditListing user={access.user} />;
}

function EditListing({ user }: { user: TCurrentUser }) {
  const { id = '' } = useParams();
  const property = useProperty(id);

  if (property.isPending) return <PageSpinner label="Loading listing…" />;
  if (property.isError) {
    if (isPropertyNotFound(property.error)) return <PropertyNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorAlert>We could not load this listing. Please try again.</ErrorAlert>
      </div>
    );
  }
  if (property.data.userId !== user.id) return <ListingAccessNotice message="You can only edit your own listings." />;

  const listing = property.data;
  return (
    <ListingFormPage title="Edit Listing" description={`${listing.address}, ${listing.city}, ${listing.state}`}>
      <ListingForm
        key={listing.id}
        propertyId={listing.id}
        initialValues={valuesFromProperty(listing)}
        existingImages={listing.images}
        listingName={listing.title || listing.address}
        savedLocation={{ coordinates: listing.coordinates, precision: listing.locationPrecision }}
      />
    </ListingFormPage>
  );
}
