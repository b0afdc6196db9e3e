import { CalendarPlus, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * Open houses and their map arrive with the open-houses issue. No open house can exist before then, so
 * the card says so plainly instead of showing a count.
 */
export function AgentOpenHousesCard() {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Active Open Houses</CardTitle>
        <CardDescription>Your scheduled open houses and where they are.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <MapPin className="size-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-800">You have no open houses yet.</p>
          <p className="max-w-sm text-sm text-slate-600">Open houses you schedule will be listed here and pinned on your map.</p>
          <Link to="/create-open-house" className={buttonClasses({ className: 'mt-2' })}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Create Open House
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
