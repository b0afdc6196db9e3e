import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveConfigurationChanges } from '../api/use-save-configuration-changes';
import { formFieldForServerOverridePath } from '../lib/field-override-rows';
import { overridesFormValuesOf, ZOverridesFormSchema } from '../lib/overrides-form';
import { RetsOverridesFields } from './rets-overrides-fields';

/** 'Field overrides' of a RETS configuration: where Test and sync errors send the agent to fix what metadata gets wrong. */
export function EditRetsOverridesDialog({ configuration, disabled }: { configuration: TMlsConfiguration; disabled?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Field overrides
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Field overrides"
      description={`Where ${configuration.mlsName} keeps listings and what it calls their fields, when its RETS metadata does not say.`}
      width="lg"
    >
      <OverridesForm configuration={configuration} onSaved={() => setIsOpen(false)} />
    </DialogFrame>
  );
}

function OverridesForm({ configuration, onSaved }: { configuration: TMlsConfiguration; onSaved: () => void }) {
  const { values, errors, setValue, fieldProps, handleSubmit, showServerErrors } = useZodForm(
    ZOverridesFormSchema,
    overridesFormValuesOf(configuration),
    (formValues) => formValues,
  );
  const { save, isSaving } = useSaveConfigurationChanges(configuration.id, {
    saved: { title: 'Field Overrides Saved', description: 'Test the connection to check them.' },
    onSaved,
    showFieldErrors: (fieldErrors) =>
      showServerErrors(fieldErrors.map((fieldError) => ({ ...fieldError, path: formFieldForServerOverridePath(fieldError.path, values.fieldOverrideRows) }))),
  });

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="space-y-4">
      <RetsOverridesFields
        idPrefix={`mls-${configuration.id}`}
        resource={fieldProps('resource')}
        className={fieldProps('className')}
        rows={values.fieldOverrideRows}
        onRowsChange={(rows) => setValue('fieldOverrideRows', rows)}
        errors={errors}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save Overrides'}
        </Button>
      </div>
    </form>
  );
}
