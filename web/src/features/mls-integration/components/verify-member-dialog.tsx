import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { MLS_TRUST_MESSAGES, MLS_VERIFICATION_CODE_LENGTH, mlsIdLabel, type TMlsMemberKind } from '@shared/constants/mls-trust';
import type { TMlsMemberVerification, TSendMlsVerificationCodeResponse } from '@shared/schemas/mls-verification.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useSendMlsVerificationCode } from '../api/send-mls-verification-code';
import { isNoEmailError, verificationErrorMessage } from '../lib/verification-errors';
import { VerificationCodeForm } from './verification-code-form';
import { ReviewRequestForm } from './review-request-form';

type TVerifyMemberDialogProps = { configurationId: string; mlsName: string; member: TMlsMemberVerification };

/** 'Verify' beside a claimed MLS id: a code to the address the MLS gives for it, or, when it gives none, a review by an administrator. */
export function VerifyMemberDialog({ configurationId, mlsName, member }: TVerifyMemberDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const label = mlsIdLabel(member.kind);
  return (
    <DialogFrame
      trigger={
        // The visible word first, then which id (a card can list an agent and an office id).
        <Button variant="outline" size="sm" className="h-10 sm:h-8" aria-label={`Verify ${label} ${member.mlsId}`}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          Verify
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title={`Verify your ${label}`}
      description={
        <>
          {mlsName} sends a {MLS_VERIFICATION_CODE_LENGTH}-digit code to the e-mail address it has for {label} <span className="break-all">{member.mlsId}</span>
          .
        </>
      }
    >
      <VerifyMemberSteps configurationId={configurationId} member={member} onVerified={() => setIsOpen(false)} />
    </DialogFrame>
  );
}

type TStep = { kind: 'code' } | { kind: 'no-email'; message: string } | { kind: 'review-requested' };

/** Mounted while the dialog is open, so each opening starts afresh. */
function VerifyMemberSteps({ configurationId, member, onVerified }: { configurationId: string; member: TMlsMemberVerification; onVerified: () => void }) {
  const send = useSendMlsVerificationCode();
  const [step, setStep] = useState<TStep>({ kind: 'code' });
  const [sent, setSent] = useState<TSendMlsVerificationCodeResponse | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  // A code sent earlier (and not yet expired) can be entered without sending another.
  const waitingCodeTo = member.codeSentTo && member.codeExpiresAt && Date.parse(member.codeExpiresAt) > now ? member.codeSentTo : null;
  const kind: TMlsMemberKind = member.kind;

  const sendCode = () => {
    setSendError(null);
    send.mutate(
      { configurationId, kind },
      {
        onSuccess: setSent,
        onError: (error) => {
          if (isNoEmailError(error)) setStep({ kind: 'no-email', message: error.serverMessage ?? '' });
          else setSendError(verificationErrorMessage(error));
        },
      },
    );
  };

  if (step.kind === 'no-email') {
    return (
      <ReviewRequestForm
        configurationId={configurationId}
        kind={kind}
        noEmailMessage={step.message}
        onRequested={() => setStep({ kind: 'review-requested' })}
      />
    );
  }
  if (step.kind === 'review-requested') return <ReviewRequestedNotice />;

  const hasCode = sent !== null || waitingCodeTo !== null;
  return (
    <div className="space-y-4">
      {sent && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm break-words text-brand-900">
          {sent.message}
        </p>
      )}
      {!sent && waitingCodeTo && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm break-words text-brand-900">
          A code was sent to {waitingCodeTo}. Enter it below, or send a new one.
        </p>
      )}
      {sendError && <ErrorAlert className="break-words">{sendError}</ErrorAlert>}
      {hasCode ? (
        <VerificationCodeForm configurationId={configurationId} kind={kind} isSending={send.isPending} onSendNewCode={sendCode} onVerified={onVerified} />
      ) : (
        <div className="flex justify-end">
          <Button disabled={send.isPending} onClick={sendCode}>
            {send.isPending ? 'Sending…' : 'Send code'}
          </Button>
        </div>
      )}
    </div>
  );
}

function ReviewRequestedNotice() {
  return (
    <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
      {MLS_TRUST_MESSAGES.reviewRequested}
    </p>
  );
}
