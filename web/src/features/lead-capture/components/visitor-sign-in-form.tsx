import { FINANCING_OPTIONS, TIMEFRAMES } from '@shared/constants/buyer-preferences';
import { SIGN_IN_CONSENT_TEXT, WORKING_WITH_AGENT_OPTIONS } from '@shared/constants/lead-capture';
import { ZCreateSignInRequestSchema, type TCreateSignInRequest, type TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { toSignInPayload, type TSignInValues } from '../lib/sign-in-values';
import { CustomQuestionField } from './custom-question-field';

export const SIGN_IN_FAILED = 'Failed to sign in. Please try again.';

/** Whatever sends a sign-in: straight to the API (a visitor's phone) or through the kiosk's queue. */
export type TSignInSender = {
  mutate: (payload: TCreateSignInRequest, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

type TProps = { questions: TSignInQuestion[]; initialValues: TSignInValues; sender: TSignInSender; onSignedIn: () => void; isLarge?: boolean };

/** The visitor's sign-in: contact details, the buyer questions, the agent's questions and the consent box. */
export function VisitorSignInForm({ questions, initialValues, sender, onSignedIn, isLarge = false }: TProps) {
  const form = useZodForm(ZCreateSignInRequestSchema, initialValues, toSignInPayload);
  const { values, errors, setValue, fieldProps } = form;
  const inputClass = isLarge ? 'h-14 text-lg' : undefined;

  const submit = form.handleSubmit((payload) =>
    sender.mutate(payload, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({ title: 'Too many sign-ins', description: error.serverMessage ?? SIGN_IN_FAILED, variant: 'destructive' });
          return;
        }
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Error', description: SIGN_IN_FAILED, variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField id="sign-in-name" label="Name" autoComplete="name" required className={inputClass} {...fieldProps('name')} />
      <TextField id="sign-in-email" label="Email" type="email" autoComplete="email" required className={inputClass} {...fieldProps('email')} />
      <TextField id="sign-in-phone" label="Phone (optional)" type="tel" autoComplete="tel" className={inputClass} {...fieldProps('phone')} />
      <div className="space-y-1">
        <RadioGroupField
          name="sign-in-agent"
          legend="Are you working with an agent?"
          isRequired
          errorId={errors.workingWithAgent ? 'sign-in-agent-error' : undefined}
          value={values.workingWithAgent}
          options={WORKING_WITH_AGENT_OPTIONS}
          onValueChange={(v) => setValue('workingWithAgent', v)}
        />
        {errors.workingWithAgent && <FieldError id="sign-in-agent-error">{errors.workingWithAgent}</FieldError>}
      </div>
      <SelectField
        id="sign-in-timeframe"
        label="When do you plan to buy? (optional)"
        placeholder="Choose a timeframe"
        value={values.timeframe}
        options={TIMEFRAMES}
        onValueChange={(v) => setValue('timeframe', v)}
      />
      <SelectField
        id="sign-in-financing"
        label="Financing (optional)"
        placeholder="Choose your financing"
        value={values.financing}
        options={FINANCING_OPTIONS}
        onValueChange={(v) => setValue('financing', v)}
      />
      {questions.map((question) => (
        <CustomQuestionField
          key={question.id}
          idPrefix="sign-in-question"
          question={question}
          value={values.answers[question.id] ?? ''}
          onValueChange={(answer) => setValue('answers', { ...values.answers, [question.id]: answer })}
          error={errors[`answers.${question.id}`]}
        />
      ))}
      <CheckboxField
        id="sign-in-consent"
        label={SIGN_IN_CONSENT_TEXT}
        isChecked={values.consent}
        onCheckedChange={(v) => setValue('consent', v)}
        error={errors.consent}
      />
      <Button type="submit" size="lg" className="w-full" disabled={sender.isPending}>
        {sender.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
