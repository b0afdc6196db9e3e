import { Save, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EMPTY_REPLY_MESSAGE, REPLY_MAX_LENGTH } from '@shared/constants/messages';
import type { TMessage } from '@shared/schemas/message.schema';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReplyToMessage } from '../api/reply-to-message';
import { useSaveDraft } from '../api/save-draft';
import { fullTime } from '../lib/message-time';

/**
 * The reply box: it opens with the saved draft, Save Draft keeps it on the server, Send Reply e-mails it
 * to the sender and stores it on the conversation. A blank reply is refused here.
 */
export function ReplyComposer({ message }: { message: TMessage }) {
  const [body, setBody] = useState(message.draft?.body ?? '');
  const [error, setError] = useState<string>();
  const reply = useReplyToMessage();
  const draft = useSaveDraft();
  const isBusy = reply.isPending || draft.isPending;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(EMPTY_REPLY_MESSAGE);
      toast({ title: 'Empty message', description: EMPTY_REPLY_MESSAGE, variant: 'destructive' });
      document.getElementById('reply-body')?.focus();
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: message.id, body },
      {
        onSuccess: () => {
          setBody('');
          toast({ title: 'Reply sent', description: 'Your reply has been sent successfully.' });
        },
        onError: (failure) => {
          const reason = failure instanceof ApiError && failure.status === 429 ? failure.serverMessage : undefined;
          toast({ title: 'Send failed', description: reason ?? 'Failed to send reply. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const saveDraft = () =>
    draft.mutate(
      { id: message.id, body },
      {
        onSuccess: () => toast({ title: 'Draft saved', description: body.trim() ? 'Your reply has been saved as a draft.' : 'The draft has been removed.' }),
        onError: () => toast({ title: 'Save failed', description: 'The draft could not be saved. Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <form noValidate onSubmit={send} aria-label="Reply" className="space-y-3 border-t border-slate-100 pt-5">
      <TextareaField
        id="reply-body"
        label={`Reply to ${message.from}`}
        rows={5}
        maxLength={REPLY_MAX_LENGTH}
        placeholder="Write your reply…"
        value={body}
        onValueChange={(value) => {
          setBody(value);
          if (error) setError(undefined);
        }}
        error={error}
        hint={message.draft ? `Draft saved ${fullTime(message.draft.savedAt)}` : `Sent by e-mail to ${message.email}.`}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={isBusy} onClick={saveDraft}>
          <Save className="size-4" aria-hidden="true" />
          {draft.isPending ? 'Saving...' : 'Save Draft'}
        </Button>
        <Button type="submit" disabled={isBusy}>
          <Send className="size-4" aria-hidden="true" />
          {reply.isPending ? 'Sending...' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
