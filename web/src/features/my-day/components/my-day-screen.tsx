import { LoginRequired } from '../../../components/login-required';
import { PageTitle } from '../../../components/ui/page-title';
import { MyDay } from './my-day';

const TITLE = 'Plan my day';

/** /my-day: a signed-in buyer's itinerary of a day's saved open houses. */
export function MyDayScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{TITLE}</h1>
        <p className="mt-1 text-slate-600">The order to see your saved open houses in, within each one's hours.</p>
      </div>
      <LoginRequired signedOutMessage="Please sign in to plan your day.">
        <MyDay />
      </LoginRequired>
    </div>
  );
}
