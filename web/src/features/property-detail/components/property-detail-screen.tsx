import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { isPropertyNotFound, useProperty } from '../../../lib/api/get-property';
import { PropertyDetail } from './property-detail';
import { PropertyNotFound } from '../../../components/property/property-not-found';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

/** /property/:id, public. */
export function PropertyDetailScreen() {
  const { id = '' } = useParams();
  const property = useProperty(id);

  if (property.isPending) return <PageSpinner label="Loading property…" />;
  if (property.isError) {
    if (isPropertyNotFound(property.error)) return <PropertyNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadFailedAlert what="this property" onRetry={() => void property.refetch()} />
      </div>
    );
  }
  return <PropertyDetail property={property.data} />;
}
