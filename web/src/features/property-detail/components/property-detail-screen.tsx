import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isPropertyNotFound, useProperty } from '../../../lib/api/get-property';
import { PropertyDetail } from './property-detail';
import { PropertyNotFound } from '../../../components/property/property-not-found';

/** /property/:id, public. */
export function PropertyDetailScreen() {
  const { id = '' } = useParams();
  const property = useProperty(id);

  if (property.isPending) return <PageSpinner label="Loading property…" />;
  if (property.isError) {
    if (isPropertyNotFound(property.error)) return <PropertyNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorAlert>
          <p>We could not load this property. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void property.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      </div>
    );
  }
  return <PropertyDetail property={property.data} />;
}
