import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { MAX_RETURN_AFTER_HOURS, type TTeamPoolSettings } from '@shared/schemas/team-lead.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useSaveTeamPoolRules, useTeamPoolRules } from '../api/team-pool-rules';

/** The broker's Team lead pool card: the optional rules, with who is available now. */
export function TeamPoolRulesCard() {
  const settings = useTeamPoolRules();
  return (
    <Card role="region" aria-labelledby="team-pool-card-title">
      <CardHeader>
        <CardTitle id="team-pool-card-title" className="flex items-center gap-2">
          <Inbox className="size-5 text-brand-700" aria-hidden="true" />
          Team lead pool
        </CardTitle>
        <CardDescription>
          Your members’ new leads wait in the <TextLink to="/leads">team pool</TextLink> for anyone to claim; you assign and reassign them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="text-sm text-slate-600" role="status">
            Loading the pool’s rules…
          </p>
        ) : settings.isError ? (
          <ErrorAlert>
            {(settings.error instanceof ApiError && settings.error.serverMessage) || 'We could not load the pool’s rules. Reload the page to try again.'}
          </ErrorAlert>
        ) : settings.data.pool ? (
          <RulesForm settings={settings.data.pool} />
        ) : (
          <p className="text-sm text-slate-600">{settings.data.message}</p>
        )}
      </CardContent>
    </Card>
  );
}

const HOURS_MESSAGE = 'Enter a whole number of hours, or leave it empty for never.';

function RulesForm({ settings }: { settings: TTeamPoolSettings }) {
  const save = useSaveTeamPoolRules();
  const [roundRobin, setRoundRobin] = useState(settings.rules.roundRobin);
  const [hours, setHours] = useState(settings.rules.returnAfterHours === null ? '' : String(settings.rules.returnAfterHours));
  const available = settings.members.filter((m) => m.available).map((m) => m.displayName);
  const [hoursError, setHoursError] = useState<string>();
  const fieldError =
    hoursError ??
    (save.error instanceof ApiError
      ? save.error.body?.errors?.find((e) => e.path === 'returnAfterHours' || e.path === 'body.returnAfterHours')?.message
      : undefined);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // A refusal below must not sit beside an earlier save's "Rules saved." (mutate clears it only when it sends).
        save.reset();
        // Number('12h') is NaN, which JSON sends as null ("never"): refuse it here instead of turning the rule off.
        if (hours.trim() !== '' && !/^\d+$/.test(hours.trim())) return setHoursError(HOURS_MESSAGE);
        setHoursError(undefined);
        save.mutate({ roundRobin, returnAfterHours: hours.trim() === '' ? null : Number(hours) });
      }}
    >
      <SwitchField
        id="pool-round-robin"
        label="Give new leads in turn"
        description={
          available.length ? `Available now: ${available.join(', ')}.` : 'No member is available yet: each agent turns it on under Leads › Team pool.'
        }
        isChecked={roundRobin}
        onCheckedChange={setRoundRobin}
      />
      <TextField
        id="pool-return-hours"
        label="Back to the pool after (hours)"
        hint={`When its holder has not contacted it (still New). Leave empty for never; at most ${MAX_RETURN_AFTER_HOURS}.`}
        inputMode="numeric"
        value={hours}
        onValueChange={setHours}
        error={fieldError}
      />
      {save.isError && !fieldError && (
        <ErrorAlert>{(save.error instanceof ApiError && save.error.serverMessage) || 'The rules were not saved. Try again.'}</ErrorAlert>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          Rules saved.
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save rules'}
      </Button>
    </form>
  );
}
