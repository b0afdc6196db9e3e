import { useState } from 'react';
import type { TSettings } from '@shared/schemas/settings.schema';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import { isSameSettings, settingsValues, type TSettingsValues } from '../lib/settings-form';
import { NotificationsCard } from './notifications-card';
import { PrivacyCard } from './privacy-card';
import { SecurityCard } from './security-card';

/**
 * The three cards and Save Changes / Cancel. The password has its own form and button inside Security;
 * Save Changes stores the switches and selects; Cancel puts back what is stored.
 */
export function SettingsForm({ settings }: { settings: TSettings }) {
  const stored = settingsValues(settings);
  const [values, setValues] = useState<TSettingsValues>(stored);
  const save = useUpdateSettings();
  const hasChanges = !isSameSettings(values, stored);

  const setValue = <K extends keyof TSettingsValues>(key: K, value: TSettingsValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const binding = { values, setValue };

  const onSave = () =>
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(settingsValues(saved));
        toast({ title: 'Settings saved', description: 'Your settings have been updated successfully.' });
      },
      onError: () => toast({ title: 'Save failed', description: 'Failed to save settings. Please try again.', variant: 'destructive' }),
    });

  return (
    <div className="space-y-6">
      <NotificationsCard {...binding} />
      <SecurityCard {...binding} />
      <PrivacyCard {...binding} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p aria-live="polite" className="text-sm text-slate-600">
          {hasChanges ? 'You have unsaved changes.' : ''}
        </p>
        <Button variant="outline" disabled={save.isPending} onClick={() => setValues(stored)}>
          Cancel
        </Button>
        <Button disabled={save.isPending} onClick={onSave}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
