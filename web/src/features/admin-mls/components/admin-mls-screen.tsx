import { PageTitle } from '../../../components/ui/page-title';
import { RegistrySection } from './registry-section';
import { ReviewsSection } from './reviews-section';

const TITLE = 'MLS administration';

/** /admin/mls (administrators; the route lets no one else in): the MLS registry and members' review requests. */
export function AdminMlsScreen() {
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">Which MLSs are known, and the MLS IDs members could not verify by code.</p>
      </div>
      <RegistrySection />
      <ReviewsSection />
    </div>
  );
}
