import { FINANCING_OPTIONS, TIMEFRAMES, type TFinancing, type TTimeframe } from '@shared/constants/buyer-preferences';
import { ZBuyerSignupRequestSchema } from '@shared/schemas/auth.schema';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { sameSiteReturnPath } from '../../../lib/return-to';
import { toast } from '../../../lib/toast';
import { useGoTo } from '../../../lib/use-go-to';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormPanel } from '../../../components/ui/form-panel';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useSignUpBuyer } from '../api/sign-up-buyer';
import { buyerSignupErrorMessage } from '../lib/auth-error-messages';
import { SignUpConsents } from './sign-up-consents';
import { markNewAccount } from '../../../lib/returning-visitor';

const INITIAL_VALUES = {
  name: '',
  email: '',
  password: '',
  timeframe: 'just-browsing' as TTimeframe,
  financing: 'exploring-lenders' as TFinancing,
  isRepresented: false,
  hasAcceptedTerms: false,
  wantsMarketing: false,
};

const toPayload = (values: typeof INITIAL_VALUES) => ({
  name: values.name,
  email: values.email,
  password: values.password,
  timeframe: values.timeframe,
  financing: values.financing,
  represented: values.isRepresented,
  consents: { terms: values.hasAcceptedTerms, marketing: values.wantsMarketing },
});

export function SignUpBuyerScreen() {
  const form = useZodForm(ZBuyerSignupRequestSchema, INITIAL_VALUES, toPayload);
  const signUp = useSignUpBuyer();
  const goTo = useGoTo();
  const location = useLocation();
  const { values, errors, setValue, fieldProps } = form;

  const submit = form.handleSubmit((payload) =>
    signUp.mutate(payload, {
      // Back to the page that sent the visitor here (a heart asking to sign in), else the buyer portal.
      onSuccess: () => {
        markNewAccount();
        goTo(sameSiteReturnPath(new URLSearchParams(location.search).get('returnTo')) ?? '/buyer/home');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Sign-up failed', description: buyerSignupErrorMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <FormPanel
      title="Create a buyer account"
      description="Save open houses, follow listings and reach agents."
      footer={
        <>
          Already have an account? <TextLink to="/signin">Sign in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField id="buyer-name" label="Full name" name="name" autoComplete="name" required {...fieldProps('name')} />
        <TextField id="buyer-email" label="Email" name="email" type="email" autoComplete="email" required {...fieldProps('email')} />
        <PasswordField id="buyer-password" autoComplete="new-password" hint="At least 8 characters." {...fieldProps('password')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField id="buyer-timeframe" label="Buying timeframe" options={TIMEFRAMES} {...fieldProps('timeframe')} />
          <SelectField id="buyer-financing" label="Financing" options={FINANCING_OPTIONS} {...fieldProps('financing')} />
        </div>
        <CheckboxField
          id="buyer-represented"
          label="I already work with a real estate agent"
          isChecked={values.isRepresented}
          onCheckedChange={(v) => setValue('isRepresented', v)}
        />
        <SignUpConsents idPrefix="buyer" values={values} setValue={setValue} termsError={errors['consents.terms']} />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Buyer Account'}
        </Button>
      </form>
    </FormPanel>
  );
}
