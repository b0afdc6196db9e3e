import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import { SelectField } from '../../../components/ui/select-field';
import { useMlsRegistry } from '../api/get-mls-registry';
import type { TConfigurationFormValues } from '../lib/configuration-form';
import { credentialWordingFor } from '../lib/provider-credentials';
import { fieldsForMlsChoice, fieldsForServer, mlsOptionsOf } from '../lib/registered-mls';

type TMlsSourceFieldsProps = {
  values: TConfigurationFormValues;
  error?: string;
  onChange: (fields: Partial<TConfigurationFormValues>) => void;
};

/**
 * Which MLS the configuration is of: a registered one (its servers fill the address; its members' ids are
 * verified before anything imports) or a private feed (any other server; the listings are the account's own).
 */
export function MlsSourceFields({ values, error, onChange }: TMlsSourceFieldsProps) {
  const registry = useMlsRegistry();
  const entries = registry.data ?? [];
  const chosen = entries.find((entry) => entry.id === values.mlsId);

  const hint = () => {
    if (registry.isPending) return 'Loading the registered MLSs…';
    if (registry.isError) return `The registered MLSs could not be loaded. ${MLS_TRUST_MESSAGES.privateFeed}`;
    if (chosen) return `${chosen.name}'s server is filled in. Your MLS ID is verified with ${chosen.name} before anything is imported.`;
    return MLS_TRUST_MESSAGES.privateFeed;
  };

  return (
    <>
      <SelectField
        id="mls-registry-id"
        label="MLS"
        value={values.mlsId}
        options={mlsOptionsOf(entries)}
        onValueChange={(mlsId) =>
          onChange(
            fieldsForMlsChoice(
              values,
              entries.find((entry) => entry.id === mlsId),
            ),
          )
        }
        hint={hint()}
        error={error}
      />
      {chosen && chosen.servers.length > 1 && (
        <SelectField
          id="mls-registry-server"
          label="Server"
          hint={`${chosen.name} runs several servers: pick the one your MLS gave you access to.`}
          value={values.providerUrl}
          options={chosen.servers.map((server) => ({ value: server.url, label: `${credentialWordingFor(server.protocol).protocol}: ${server.url}` }))}
          onValueChange={(url) => {
            const server = chosen.servers.find((candidate) => candidate.url === url);
            if (server) onChange(fieldsForServer(values, server));
          }}
        />
      )}
    </>
  );
}
