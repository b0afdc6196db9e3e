import { useState, type FormEvent } from 'react';
import {
  SECOND_MESSAGE_MAX_BODY,
  SECOND_MESSAGE_MAX_DELAY_DAYS,
  SECOND_MESSAGE_MAX_SUBJECT,
  SECOND_MESSAGE_MIN_DELAY_DAYS,
  ZSaveSecondMessageRequestSchema,
  type TSecondMessage,
} from '@shared/schemas/second-message.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSaveSecondMessage, useSecondMessage } from '../api/second-message';

export const SECOND_MESSAGE_SAVED = 'Second message saved';

const DELAY_OPTIONS = Array.from({ length: SECOND_MESSAGE_MAX_DELAY_DAYS - SECOND_MESSAGE_MIN_DELAY_DAYS + 1 }, (_, i) => {
  const days = SECOND_MESSAGE_MIN_DELAY_DAYS + i;
  return { value: String(days), label: days === 1 ? '1 day' : `${days} days` };
});

/** Where the second message stands: went out (when, to how many), is due (when), or is off. */
function secondMessageStatus(message: TSecondMessage, timeZone: string): string {
  if (message.sentAt)
    return `Sent ${formatDateTime(message.sentAt, timeZone)} to ${message.sentCount === 1 ? 'one visitor' : `${message.sentCount} visitors`}.`;
  if (message.isEnabled && message.scheduledFor) return `Scheduled for ${formatDateTime(message.scheduledFor, timeZone)}.`;
  return 'Off: visitors get only the thank-you.';
}

type TProps = { propertyId: string; openHouseId: string; timeZone: string };

/** The optional second message of one open house: on/off, days after the end, subject and text, and where it stands. */
export function SecondMessageSettings(props: TProps) {
  const message = useSecondMessage(props);
  return (
    <section aria-labelledby="second-message-heading" className="space-y-3 print:hidden">
      <h2 id="second-message-heading" className="text-lg font-semibold text-slate-900">
        Second message
      </h2>
      {message.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : message.isError ? (
        <ErrorAlert>We could not load the second message. Please reload the page to try again.</ErrorAlert>
      ) : (
        <SecondMessageForm {...props} message={message.data} />
      )}
    </section>
  );
}

function SecondMessageForm({ propertyId, openHouseId, timeZone, message }: TProps & { message: TSecondMessage }) {
  const [isEnabled, setIsEnabled] = useState(message.isEnabled);
  const [delayDays, setDelayDays] = useState(String(message.delayDays));
  const [subject, setSubject] = useState(message.subject);
  const [body, setBody] = useState(message.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const save = useSaveSecondMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSaveSecondMessageRequestSchema.safeParse({ isEnabled, delayDays: Number(delayDays), subject, body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the second message.');
      return;
    }
    setProblem(null);
    setFieldErrors({});
    save.mutate(
      { propertyId, openHouseId, settings: parsed.data },
      {
        onSuccess: (saved) => toast({ title: SECOND_MESSAGE_SAVED, description: secondMessageStatus(saved, timeZone) }),
        onError: (error) => {
          const refusal = error instanceof ApiError && error.status === 400 && error.body?.errors?.length ? error : null;
          if (!refusal) return toast({ title: 'Error', description: 'Failed to save the second message. Please try again.', variant: 'destructive' });
          setFieldErrors(Object.fromEntries((refusal.body?.errors ?? []).map((e) => [e.path, e.message])));
          setProblem(refusal.serverMessage ?? 'Please check the second message.');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Second message">
      <p className="text-sm text-slate-600">
        Some days after the thank-you, e-mail the visitors who consented to be contacted once more, in your words. Nobody gets it twice; those who unsubscribed
        get nothing.
      </p>
      <p className="text-sm font-medium text-slate-800" role="status">
        {secondMessageStatus(message, timeZone)}
      </p>
      <SwitchField
        id="second-message-enabled"
        label="Send a second message"
        description="Off unless you turn it on for this open house."
        isChecked={isEnabled}
        onCheckedChange={setIsEnabled}
      />
      <SelectField id="second-message-delay" label="When, after the open house ends" value={delayDays} options={DELAY_OPTIONS} onValueChange={setDelayDays} />
      <TextField
        id="second-message-subject"
        label="Subject"
        required
        value={subject}
        onValueChange={setSubject}
        maxLength={SECOND_MESSAGE_MAX_SUBJECT}
        error={fieldErrors.subject}
      />
      <TextareaField
        id="second-message-body"
        label="Message"
        hint="The e-mail greets the visitor by name and ends with the listing's link, your name and an unsubscribe link. Links may point only to your own website (in your profile) or ours."
        required
        rows={6}
        value={body}
        onValueChange={setBody}
        maxLength={SECOND_MESSAGE_MAX_BODY}
        error={fieldErrors.body}
      />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save second message'}
      </Button>
    </form>
  );
}
