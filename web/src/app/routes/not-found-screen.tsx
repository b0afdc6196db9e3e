import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';

export function NotFoundScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <PageTitle title="Page not found" />
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-8 text-red-700" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
