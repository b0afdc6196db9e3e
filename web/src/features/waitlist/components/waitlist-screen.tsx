import { CircleCheck } from 'lucide-react';
import { ROLES, WAITLIST_ROLE_LABELS, type TRole } from '@shared/constants/roles';
import { ZWaitlistRequestSchema } from '@shared/schemas/waitlist.schema';
import { useZodForm } from '../../../lib/use-zod-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormPanel } from '../../../components/ui/form-panel';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useJoinWaitlist } from '../api/join-waitlist';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: WAITLIST_ROLE_LABELS[role] }));
const INITIAL_VALUES = { email: '', role: 'AGENT' as TRole };

/** Editing → submitted (the success view replaces the form) or failed (inline error, the form stays). */
export function WaitlistScreen() {
  const form = useZodForm(ZWaitlistRequestSchema, INITIAL_VALUES, (values) => values);
  const join = useJoinWaitlist();
  const { fieldProps } = form;

  if (join.isSuccess) {
    return (
      <FormPanel title="Private Beta">
        <div role="status" className="space-y-3 py-4 text-center">
          <CircleCheck className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">You&apos;re on the list — thanks!</p>
          <p className="text-slate-600">We&apos;ll be in touch soon with your beta access.</p>
        </div>
      </FormPanel>
    );
  }

  return (
    <FormPanel
      title="Private Beta"
      description="We're opening the marketplace by invitation, market by market. Join the waitlist and we'll send your invite as soon as a spot opens."
    >
      <form noValidate onSubmit={form.handleSubmit((payload) => join.mutate(payload))} className="space-y-4">
        <TextField id="waitlist-email" label="Email" name="email" type="email" autoComplete="email" required {...fieldProps('email')} />
        <SelectField id="waitlist-role" name="role" label="I am a" options={ROLE_OPTIONS} {...fieldProps('role')} />
        {join.isError && <ErrorAlert>Something went wrong</ErrorAlert>}
        <Button type="submit" className="w-full" disabled={join.isPending}>
          {join.isPending ? 'Joining...' : 'Join Waitlist'}
        </Button>
      </form>
    </FormPanel>
  );
}
