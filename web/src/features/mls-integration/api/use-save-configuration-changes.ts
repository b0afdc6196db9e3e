import type { TFieldError } from '@shared/errors';
import type { TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { reportUpdateError } from '../lib/mls-errors';
import { useUpdateMlsConfiguration } from './update-mls-configuration';

type TSaveOptions = {
  /** The toast once saved. */
  saved: { title: string; description: string };
  onSaved: () => void;
  /** Shows the server's field errors in the dialog's form. */
  showFieldErrors: (errors: TFieldError[]) => void;
};

/** A configuration dialog's PATCH: a toast and `onSaved` on success, the server's field errors in the form, the update failure toast otherwise. */
export function useSaveConfigurationChanges(configurationId: string, { saved, onSaved, showFieldErrors }: TSaveOptions) {
  const update = useUpdateMlsConfiguration();
  const save = (changes: TUpdateMlsConfigurationRequest) =>
    update.mutate(
      { configurationId, changes },
      {
        onSuccess: () => {
          toast(saved);
          onSaved();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
          if (fieldErrors?.length) showFieldErrors(fieldErrors);
          else reportUpdateError(error);
        },
      },
    );
  return { save, isSaving: update.isPending };
}
