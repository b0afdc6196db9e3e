import { MLS_TRUST_MESSAGES, MLS_VERIFICATION_CODE_LENGTH, type TMlsMemberKind } from '@shared/constants/mls-trust';
import { ZConfirmMlsVerificationCodeRequestSchema } from '@shared/schemas/mls-verification.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmMlsVerificationCode } from '../api/confirm-mls-verification-code';
import { verificationErrorMessage } from '../lib/verification-errors';

type TVerificationCodeFormProps = {
  configurationId: string;
  kind: TMlsMemberKind;
  isSending: boolean;
  onSendNewCode: () => void;
  onVerified: () => void;
};

/** The one-time code: a wrong or expired code is told at the field in the server's words (tries left, send a new code). */
export function VerificationCodeForm({ configurationId, kind, isSending, onSendNewCode, onVerified }: TVerificationCodeFormProps) {
  const confirm = useConfirmMlsVerificationCode();
  const { fieldProps, handleSubmit, showServerErrors } = useZodForm(ZConfirmMlsVerificationCodeRequestSchema, { kind, code: '' }, (values) => values);

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(
      { configurationId, kind, code },
      {
        onSuccess: () => {
          toast({ title: MLS_TRUST_MESSAGES.verified(kind), description: 'Sync now imports your listings from this MLS.' });
          onVerified();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
          if (fieldErrors?.length) return showServerErrors(fieldErrors);
          const message = verificationErrorMessage(error);
          if (message) showServerErrors([{ path: 'code', message }]);
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField
        id={`mls-verification-code-${configurationId}-${kind}`}
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={MLS_VERIFICATION_CODE_LENGTH}
        className="text-lg tracking-widest"
        {...fieldProps('code')}
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={isSending || confirm.isPending} onClick={onSendNewCode}>
          {isSending ? 'Sending…' : 'Send a new code'}
        </Button>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Verifying…' : 'Verify'}
        </Button>
      </div>
    </form>
  );
}
