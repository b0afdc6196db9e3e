import type { TMlsConfiguration, TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { SwitchField } from '../../../components/ui/switch-field';
import { useUpdateMlsConfiguration } from '../api/update-mls-configuration';
import { reportUpdateError } from '../lib/mls-errors';

/** Active and Auto-sync, saved as they are flipped; the card shows the server's answer. */
export function ConfigurationSwitches({ configuration }: { configuration: TMlsConfiguration }) {
  const update = useUpdateMlsConfiguration();
  const pending = update.isPending ? update.variables.changes : null;
  const save = (changes: TUpdateMlsConfigurationRequest) => update.mutate({ configurationId: configuration.id, changes }, { onError: reportUpdateError });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SwitchField
        id={`mls-${configuration.id}-active`}
        label="Active"
        description={pending?.isActive !== undefined ? 'Saving…' : 'Inactive configurations neither sync nor auto-sync.'}
        isChecked={pending?.isActive !== undefined ? pending.isActive === true : configuration.isActive}
        onCheckedChange={(isActive) => save({ isActive })}
        disabled={update.isPending}
      />
      <SwitchField
        id={`mls-${configuration.id}-auto-sync`}
        label="Auto-sync"
        description={pending?.autoSync !== undefined ? 'Saving…' : 'Sync on its schedule without pressing Sync.'}
        isChecked={pending?.autoSync !== undefined ? pending.autoSync === true : configuration.autoSync}
        onCheckedChange={(autoSync) => save({ autoSync })}
        disabled={update.isPending}
      />
    </div>
  );
}
