import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';

/** Last line of defence when a screen throws while rendering: say so and offer a reload. */
export function RouteErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <PageTitle title="Something went wrong" />
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-600">This page hit an unexpected error. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </main>
  );
}
