import { ZTwoFactorSigninRequestSchema } from '@shared/schemas/auth.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCompleteTwoFactorSignIn } from '../api/complete-two-factor-sign-in';
import { signinErrorMessage } from '../lib/auth-error-messages';

/** The second sign-in step: the password was right, now the authenticator code or a recovery code. */
export function TwoFactorStep({ onSignedIn, onStartOver }: { onSignedIn: (redirectUrl: string) => void; onStartOver: () => void }) {
  const form = useZodForm(ZTwoFactorSigninRequestSchema, { code: '' }, (values) => values);
  const complete = useCompleteTwoFactorSignIn();
  const { fieldProps } = form;

  const submit = form.handleSubmit((payload) =>
    complete.mutate(payload, {
      onSuccess: (result) => onSignedIn(result.redirectUrl),
      onError: (error) => toast({ title: 'Sign-in failed', description: signinErrorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <TextField
        id="signin-two-factor-code"
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        required
        {...fieldProps('code')}
      />
      <Button type="submit" className="w-full" disabled={complete.isPending}>
        {complete.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onStartOver}>
        Use a different account
      </Button>
    </form>
  );
}
