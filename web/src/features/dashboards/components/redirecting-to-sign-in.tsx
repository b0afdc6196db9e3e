import { Lock } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';

/** What a signed-out visitor sees during the short delay before being sent to /signin. */
export function RedirectingToSignIn({ message }: { message: string }) {
  return (
    <div role="status" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <Lock className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      <p className="text-sm text-slate-600">
        Taking you to the sign-in page… <TextLink to="/signin">Sign in now</TextLink>
      </p>
    </div>
  );
}
