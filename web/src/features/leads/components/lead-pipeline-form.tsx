import { useState, type FormEvent } from 'react';
import { LEAD_STATUSES, type TLeadStatus } from '@shared/constants/lead-capture';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../lib/toast';
import { useUpdateLead } from '../api/update-lead';

/** The agent's own fields of a lead: status, next follow-up and notes, saved together. */
export function LeadPipelineForm({ lead }: { lead: TPipelineLead }) {
  const [status, setStatus] = useState<TLeadStatus>(lead.status);
  const [nextFollowUp, setNextFollowUp] = useState(lead.nextFollowUp ?? '');
  const [notes, setNotes] = useState(lead.notes ?? '');
  const update = useUpdateLead();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: lead.id, changes: { status, nextFollowUp: nextFollowUp || null, notes: notes.trim() || null } },
      {
        onSuccess: () => toast({ title: 'Lead updated', description: `${lead.name} is now ${LEAD_STATUSES.find((s) => s.value === status)?.label ?? status}.` }),
        onError: () => toast({ title: 'Error', description: 'Failed to update the lead. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={`Pipeline of ${lead.name}`}>
      <SelectField id={`${lead.id}-status`} label="Status" value={status} options={LEAD_STATUSES} onValueChange={setStatus} />
      <TextField id={`${lead.id}-follow-up`} label="Next follow-up" type="date" value={nextFollowUp} onValueChange={setNextFollowUp} />
      <div className="sm:col-span-2">
        <TextareaField id={`${lead.id}-notes`} label="Notes" rows={2} maxLength={5000} value={notes} onValueChange={setNotes} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
