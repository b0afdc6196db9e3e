import { useState } from 'react';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../lib/toast';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

/** The spec's two-factor switch: turning it on enrols an authenticator, turning it off asks for a code. */
export function TwoFactorSwitch({ isOn, onChanged }: { isOn: boolean; onChanged: (isOn: boolean) => void }) {
  const [openDialog, setOpenDialog] = useState<'enrol' | 'disable' | null>(null);
  const dialogState = (name: 'enrol' | 'disable') => ({
    isOpen: openDialog === name,
    onOpenChange: (isOpen: boolean) => setOpenDialog(isOpen ? name : null),
  });
  return (
    <>
      <SwitchField
        id="settings-two-factor"
        label="Two-factor authentication"
        description={
          isOn ? 'On: sign-in asks for a code from your authenticator app.' : 'Off: turn it on to ask for a code from an authenticator app at sign-in.'
        }
        isChecked={isOn}
        onCheckedChange={(next) => setOpenDialog(next ? 'enrol' : 'disable')}
      />
      <TwoFactorEnrolDialog
        {...dialogState('enrol')}
        onEnabled={() => {
          onChanged(true);
          toast({ title: 'Two-factor authentication on', description: 'Sign-in now asks for a code from your authenticator app.' });
        }}
      />
      <TwoFactorDisableDialog
        {...dialogState('disable')}
        onDisabled={() => {
          onChanged(false);
          toast({ title: 'Two-factor authentication off', description: 'Sign-in no longer asks for a code.' });
        }}
      />
    </>
  );
}
