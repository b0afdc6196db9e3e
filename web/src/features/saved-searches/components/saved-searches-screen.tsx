import { LoginRequired } from '../../../components/login-required';
import { PageTitle } from '../../../components/ui/page-title';
import { SavedSearches } from './saved-searches';

const TITLE = 'Saved Searches';

/** /saved-searches: a buyer's saved searches; a visitor is sent to sign in and back here. */
export function SavedSearchesScreen() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">The searches you saved, with the homes new since you last opened each. Alerts come by e-mail and in the app.</p>
      </div>
      <LoginRequired signedOutMessage="Please sign in to see your saved searches.">
        <SavedSearches />
      </LoginRequired>
    </div>
  );
}
