import { useEffect, useState } from 'react';
import { ZTwoFactorCodeRequestSchema } from '@shared/schemas/settings.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { DialogFrame } from '../../../components/ui/dialog-frame';

/**
 * Enrolment: scan the QR code (or type the secret), confirm with the first code, then keep the ten
 * recovery codes, which are shown this once only.
 */
export function TwoFactorEnrolDialog({ isOpen, onOpenChange, onEnabled }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; onEnabled: () => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useZodForm(ZTwoFactorCodeRequestSchema, { code: '' }, (values) => values);
  const { mutate: startSetup } = setup;

  useEffect(() => {
    if (isOpen) startSetup();
  }, [isOpen, startSetup]);

  const submit = form.handleSubmit((payload) =>
    enable.mutate(payload, {
      onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
      onError: (error) =>
        form.showServerErrors([
          { path: 'code', message: (error instanceof ApiError && error.serverMessage) || 'Could not turn on two-factor authentication.' },
        ]),
    }),
  );

  const close = () => {
    if (recoveryCodes) onEnabled();
    setRecoveryCodes(null);
    onOpenChange(false);
  };

  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={recoveryCodes ? 'Save your recovery codes' : 'Turn on two-factor authentication'}
      description={
        recoveryCodes
          ? 'Each code signs you in once if you lose your phone. They are shown only now: store them somewhere safe.'
          : 'Scan the QR code with an authenticator app, then enter the 6-digit code it shows.'
      }
    >
      {recoveryCodes ? (
        <div className="space-y-4">
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
          <Button className="w-full" onClick={close}>
            I have saved my recovery codes
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {setup.data ? (
            <div className="space-y-2 text-center">
              <img src={setup.data.qrCodeDataUrl} alt="QR code for your authenticator app" width={240} height={240} className="mx-auto" />
              <p className="text-sm text-slate-600">
                Or enter this key:{' '}
                <code data-testid="two-factor-secret" className="font-mono break-all text-slate-900">
                  {setup.data.secret}
                </code>
              </p>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{setup.isError ? 'Could not start two-factor setup. Close and try again.' : 'Preparing your QR code...'}</p>
          )}
          <TextField
            id="two-factor-enrol-code"
            label="Code from your app"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={form.values.code}
            onValueChange={(v) => form.setValue('code', v)}
            error={form.errors.code}
          />
          <Button type="submit" className="w-full" disabled={!setup.data || enable.isPending}>
            {enable.isPending ? 'Turning on...' : 'Turn on'}
          </Button>
        </form>
      )}
    </DialogFrame>
  );
}
