import { ErrorAlert } from './alert';
import { Button } from './button';

/** A list the screen could not load (`what`: 'the sync logs'), and a button to read it again. */
export function LoadFailedAlert({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <ErrorAlert>
      <p>We could not load {what}. Please try again.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  );
}
