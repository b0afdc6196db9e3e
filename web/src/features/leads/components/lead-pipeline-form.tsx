import { LEAD_STATUSES, type TLeadStatus } from '@shared/constants/lead-capture';
import { ZUpdateLeadRequestSchema, type TPipelineLead, type TUpdateLeadRequest } from '@shared/schemas/lead-pipeline.schema';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateLead } from '../api/update-lead';

type TPipelineFormValues = { status: TLeadStatus; nextFollowUp: string; notes: string };

/** An empty date or note clears it on the server. */
const toChanges = (values: TPipelineFormValues): TUpdateLeadRequest => ({
  status: values.status,
  nextFollowUp: values.nextFollowUp || null,
  notes: values.notes.trim() || null,
});

/** The agent's own fields of a lead: status, next follow-up and notes, saved together. */
export function LeadPipelineForm({ lead }: { lead: TPipelineLead }) {
  const initial: TPipelineFormValues = { status: lead.status, nextFollowUp: lead.nextFollowUp ?? '', notes: lead.notes ?? '' };
  const { values, fieldProps, handleSubmit, showServerErrors } = useZodForm(ZUpdateLeadRequestSchema, initial, toChanges);
  const update = useUpdateLead();

  const submit = (changes: TUpdateLeadRequest) =>
    update.mutate(
      { id: lead.id, changes },
      {
        onSuccess: () =>
          toast({ title: 'Lead updated', description: `${lead.name} is now ${LEAD_STATUSES.find((s) => s.value === values.status)?.label ?? values.status}.` }),
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
          if (fieldErrors?.length) showServerErrors(fieldErrors.map((fieldError) => ({ ...fieldError, path: fieldError.path.replace(/^body\./, '') })));
          toast({ title: 'Error', description: 'Failed to update the lead. Please try again.', variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-3 sm:grid-cols-2" aria-label={`Pipeline of ${lead.name}`}>
      <SelectField id={`${lead.id}-status`} label="Status" options={LEAD_STATUSES} {...fieldProps('status')} />
      <TextField id={`${lead.id}-follow-up`} label="Next follow-up" type="date" {...fieldProps('nextFollowUp')} />
      <div className="sm:col-span-2">
        <TextareaField id={`${lead.id}-notes`} label="Notes" rows={2} maxLength={5000} {...fieldProps('notes')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
