import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useResendEmailConfirmation } from '../../../lib/api/resend-email-confirmation';

const RESEND_FAILED = 'We could not send a new link just now. Please try again.';

/** For a signed-in user whose address is not confirmed yet: what that means, and a new link on request. */
export function EmailConfirmationBanner() {
  const { data: user } = useCurrentUser();
  const resend = useResendEmailConfirmation();
  if (!user || user.emailVerified) return null;
  const problem = resend.error instanceof ApiError ? (resend.error.serverMessage ?? RESEND_FAILED) : resend.isError ? RESEND_FAILED : null;
  return (
    <section aria-label="Confirm your e-mail address" className="border-b border-amber-200 bg-amber-50 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex min-w-0 items-start gap-2">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            Confirm your e-mail address <strong>{user.email}</strong> with the link we sent there. Until then we send you no e-mail (alerts still show here).
          </span>
        </p>
        <div className="flex shrink-0 flex-col gap-1 sm:items-end">
          <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending} className="self-start sm:self-auto">
            {resend.isPending ? 'Sending...' : 'Resend link'}
          </Button>
          {(resend.isSuccess || problem) && (
            <p role="status" className="text-xs">
              {resend.isSuccess ? resend.data.message : problem}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
