import { ZSigninRequestSchema } from '@shared/schemas/auth.schema';
import { useLocation } from 'react-router-dom';
import { safeRedirectPath } from '../../../lib/navigation';
import { takeReturnTo } from '../../../lib/return-to';
import { hasAccountHere, markAccountHere } from '../../../lib/returning-visitor';
import { toast } from '../../../lib/toast';
import { useGoTo } from '../../../lib/use-go-to';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { FormPanel } from '../../../components/ui/form-panel';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useState } from 'react';
import { useSignIn } from '../api/sign-in';
import { signinErrorMessage } from '../lib/auth-error-messages';
import { TwoFactorStep } from './two-factor-step';

const INITIAL_VALUES = { email: '', password: '' };

export function SignInScreen() {
  const form = useZodForm(ZSigninRequestSchema, INITIAL_VALUES, (values) => values);
  const signIn = useSignIn();
  const goTo = useGoTo();
  const [isAskingForCode, setIsAskingForCode] = useState(false);
  const location = useLocation();
  const { fieldProps } = form;
  const [isReturning] = useState(hasAccountHere);

  const onSignedIn = (redirectUrl: string) => {
    markAccountHere();
    toast({ title: 'Welcome back!' });
    goTo(takeReturnTo(location.search) ?? safeRedirectPath(redirectUrl, '/'));
  };

  const submit = form.handleSubmit((payload) =>
    signIn.mutate(payload, {
      onSuccess: (result) => ('twoFactorRequired' in result ? setIsAskingForCode(true) : onSignedIn(result.redirectUrl)),
      onError: (error) => toast({ title: 'Sign-in failed', description: signinErrorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <FormPanel
      title="Sign in"
      description={isReturning ? 'Welcome back. Sign in to your account.' : 'Sign in to your account.'}
      footer={
        <>
          Don&apos;t have an account? <TextLink to="/signup">Sign up</TextLink>
        </>
      }
    >
      {isAskingForCode ? (
        <TwoFactorStep onSignedIn={onSignedIn} onStartOver={() => setIsAskingForCode(false)} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField id="signin-email" label="Email" name="email" type="email" autoComplete="email" required {...fieldProps('email')} />
          <PasswordField id="signin-password" autoComplete="current-password" {...fieldProps('password')} />
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      )}
    </FormPanel>
  );
}
