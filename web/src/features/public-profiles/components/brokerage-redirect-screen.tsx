import { Navigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isProfileNotFound } from '../../../lib/api/get-public-profile';
import { useBrokerageBroker } from '../api/find-brokerage-broker';
import { ProfileNotFound } from './profile-not-found';

/** /brokerage/:brokerageName (public): finds the brokerage's broker and goes to their profile. */
export function BrokerageRedirectScreen() {
  const { brokerageName = '' } = useParams();
  const broker = useBrokerageBroker(brokerageName);

  if (broker.isSuccess) return <Navigate to={`/broker/${encodeURIComponent(broker.data.brokerId)}`} replace />;
  if (broker.isError && !isProfileNotFound(broker.error)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorAlert>
          <p>We could not look up this brokerage. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void broker.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      </div>
    );
  }
  if (broker.isError || !brokerageName.trim()) {
    return (
      <ProfileNotFound title="Broker Not Found" text={`We couldn't find a broker for the brokerage "${brokerageName}".`}>
        <p className="text-sm text-slate-600">The brokerage may not have a registered broker profile yet.</p>
      </ProfileNotFound>
    );
  }
  return <PageSpinner label={`Finding broker for ${brokerageName}...`} />;
}
