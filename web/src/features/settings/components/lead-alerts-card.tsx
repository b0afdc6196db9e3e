import { useState } from 'react';
import { EMAIL_DELIVERY_VALUES, type TEmailDelivery, type TNotificationPrefs } from '@shared/schemas/notification.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useNotificationPrefs, useUpdateNotificationPrefs } from '../api/notification-prefs';

const EMAIL_LABELS: Record<TEmailDelivery, string> = { instant: 'Instantly, one e-mail per lead', hourly: 'Hourly digest', off: 'Off' };
const EMAIL_OPTIONS = EMAIL_DELIVERY_VALUES.map((value) => ({ value, label: EMAIL_LABELS[value] }));

function LeadAlertsForm({ stored }: { stored: TNotificationPrefs }) {
  const [prefs, setPrefs] = useState(stored);
  const save = useUpdateNotificationPrefs();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const set = (change: Partial<TNotificationPrefs>) => setPrefs((current) => ({ ...current, ...change }));
  const onSave = () =>
    save.mutate(prefs, {
      onSuccess: () => toast({ title: 'Lead alerts saved', description: 'New leads will reach you as you chose.' }),
      onError: () => toast({ title: 'Save failed', description: 'Check the quiet hours and try again.', variant: 'destructive' }),
    });
  return (
    <CardContent className="space-y-5">
      <SelectField id="lead-alerts-email" label="E-mail" value={prefs.email} options={EMAIL_OPTIONS} onValueChange={(email) => set({ email })} />
      <SwitchField
        id="lead-alerts-in-app"
        label="In the app"
        description="The bell at the top of every page."
        isChecked={prefs.inApp}
        onCheckedChange={(inApp) => set({ inApp })}
      />
      <SwitchField
        id="lead-alerts-quiet"
        label="Quiet hours"
        description="E-mail waits until they end, then comes as one digest. The bell still counts."
        isChecked={prefs.quietHours !== null}
        onCheckedChange={(isOn) =>
          set({ quietHours: isOn ? { start: '21:00', end: '07:00' } : null, ...(isOn && browserZone ? { timeZone: browserZone } : {}) })
        }
      />
      {prefs.quietHours && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="lead-alerts-quiet-start"
            label="From"
            type="time"
            value={prefs.quietHours.start}
            onValueChange={(start) => set({ quietHours: { ...prefs.quietHours!, start } })}
          />
          <TextField
            id="lead-alerts-quiet-end"
            label="Until"
            type="time"
            value={prefs.quietHours.end}
            onValueChange={(end) => set({ quietHours: { ...prefs.quietHours!, end } })}
          />
          <p className="text-sm text-slate-600 sm:col-span-2">In your time zone: {prefs.timeZone}</p>
        </div>
      )}
      <Button onClick={onSave} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save lead alerts'}
      </Button>
    </CardContent>
  );
}

/** How new leads reach the agent: e-mail (instant, hourly, off), the in-app bell, quiet hours in their zone. */
export function LeadAlertsCard() {
  const prefs = useNotificationPrefs();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead alerts</CardTitle>
        <CardDescription>Every new inquiry, profile contact and open-house sign-in, with the person&apos;s contact, answers and score.</CardDescription>
      </CardHeader>
      {prefs.isSuccess ? (
        <LeadAlertsForm stored={prefs.data} />
      ) : (
        <CardContent>{prefs.isError ? 'We could not load your lead alerts.' : 'Loading…'}</CardContent>
      )}
    </Card>
  );
}
