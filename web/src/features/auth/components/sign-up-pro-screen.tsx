import { useSearchParams } from 'react-router-dom';
import { PLAN_NAMES, planPriceLabel, TRIAL_DAYS } from '@shared/constants/plans';
import { ZProSignupRequestSchema } from '@shared/schemas/auth.schema';
import { ApiError } from '../../../lib/api-client';
import { safeRedirectPath } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useGoTo } from '../../../lib/use-go-to';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { FormPanel } from '../../../components/ui/form-panel';
import { PasswordField } from '../../../components/ui/password-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useSignUpPro } from '../api/sign-up-pro';
import { proSignupErrorMessage } from '../lib/auth-error-messages';
import { SignUpConsents } from './sign-up-consents';
import { planOfParam } from '../../../lib/plan-param';
import { markNewAccount } from '../../../lib/returning-visitor';

type TProRole = 'AGENT' | 'BROKER';

const ROLE_OPTIONS = [
  { value: 'AGENT', label: 'Agent', description: 'I list homes and host open houses.' },
  { value: 'BROKER', label: 'Broker', description: 'I run a brokerage and its agents.' },
] as const;

const INITIAL_VALUES = {
  role: 'AGENT' as TProRole,
  displayName: '',
  email: '',
  password: '',
  phone: '',
  licenseNumber: '',
  brokerageName: '',
  hasAcceptedTerms: false,
  wantsMarketing: false,
};

const toPayload = ({ hasAcceptedTerms, wantsMarketing, ...fields }: typeof INITIAL_VALUES) => ({
  ...fields,
  consents: { terms: hasAcceptedTerms, marketing: wantsMarketing },
});

const homeFor = (role: TProRole) => (role === 'BROKER' ? '/broker/dashboard' : '/agent/dashboard');

export function SignUpProScreen() {
  const form = useZodForm(ZProSignupRequestSchema, INITIAL_VALUES, toPayload);
  const signUp = useSignUpPro();
  const goTo = useGoTo();
  const { values, errors, setValue, fieldProps } = form;
  const [params] = useSearchParams();
  const plan = planOfParam(params.get('plan'));

  const submit = form.handleSubmit((payload) =>
    signUp.mutate(payload, {
      onSuccess: (result) => {
        markNewAccount();
        goTo(plan ? `/subscribe?plan=${plan}` : safeRedirectPath(result.redirectUrl, homeFor(payload.role)));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Sign-up failed', description: proSignupErrorMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <FormPanel
      title="Create a professional account"
      description="For real estate agents and brokers."
      width="lg"
      footer={
        <>
          Already have an account? <TextLink to="/signin">Sign in</TextLink>
        </>
      }
    >
      {plan && (
        <p className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          Plan chosen: <span className="font-semibold">{PLAN_NAMES[plan]}</span> ({planPriceLabel(plan)}). Your {TRIAL_DAYS}-day free trial starts when you
          create your account; nothing is charged until it ends.
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <RadioGroupField name="pro-role" legend="I am a" options={ROLE_OPTIONS} value={values.role} onValueChange={(v) => setValue('role', v)} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="pro-name" label="Full name" name="name" autoComplete="name" required {...fieldProps('displayName')} />
          <TextField id="pro-email" label="Email" name="email" type="email" autoComplete="email" required {...fieldProps('email')} />
        </div>
        <PasswordField id="pro-password" autoComplete="new-password" hint="At least 8 characters." {...fieldProps('password')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="pro-phone" label="Phone (optional)" name="phone" type="tel" autoComplete="tel" {...fieldProps('phone')} />
          <TextField id="pro-license" label="License number (optional)" name="licenseNumber" {...fieldProps('licenseNumber')} />
        </div>
        <TextField id="pro-brokerage" label="Brokerage name (optional)" name="brokerageName" autoComplete="organization" {...fieldProps('brokerageName')} />
        <SignUpConsents idPrefix="pro" values={values} setValue={setValue} termsError={errors['consents.terms']} />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Professional Account'}
        </Button>
      </form>
    </FormPanel>
  );
}
