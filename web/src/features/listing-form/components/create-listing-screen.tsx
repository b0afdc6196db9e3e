import { PageSpinner } from '../../../components/ui/spinner';
import { EMPTY_LISTING_VALUES } from '../lib/listing-form-values';
import { useListingAccess } from '../lib/use-listing-access';
import { CREATE_TEXTS, ListingForm } from './listing-form';
import { ListingAccessNotice } from './listing-access-notice';
import { ListingFormPage } from './listing-form-page';

/** /create-listing: agents and brokers with an active subscription. */
export function CreateListingScreen() {
  const access = useListingAccess({ signedOutMessage: CREATE_TEXTS.signedOut, requiresSubscription: true });
  if (access.status === 'loading') return <PageSpinner />;
  if (access.status === 'redirecting') return <PageSpinner label="Redirecting…" />;
  if (access.status === 'restricted') return <ListingAccessNotice message="Only real estate agents and brokers can create listings." />;
  return (
    <ListingFormPage title="Create New Listing" description="Add a property, its photos and, if you like, its first open house.">
      <ListingForm initialValues={EMPTY_LISTING_VALUES} />
    </ListingFormPage>
  );
}
