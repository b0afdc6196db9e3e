import { useState } from 'react';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SCREENSHOT_MAX_MB, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, type TSupportTopic } from '@shared/constants/support';
import { Button } from '../../../components/ui/button';
import { ImageUploadButton } from '../../../components/ui/image-upload-button';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateSupportRequest } from '../api/create-support-request';

const TOPIC_OPTIONS = SUPPORT_TOPICS.map((topic) => ({ value: topic, label: SUPPORT_TOPIC_LABELS[topic] }));
const SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const SCREENSHOT_PROBLEM = `Choose a JPG, PNG or WebP image of at most ${SUPPORT_SCREENSHOT_MAX_MB} MB.`;

type TErrors = Partial<Record<'topic' | 'message' | 'screenshot', string>>;

/** The request form: topic, message, an optional screenshot; the answer time their plan promises sits above it. */
export function SupportRequestForm() {
  const create = useCreateSupportRequest();
  const [topic, setTopic] = useState<TSupportTopic | ''>('');
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<TErrors>({});

  const chooseScreenshot = (file: File) => {
    const isUsable = SCREENSHOT_TYPES.includes(file.type) && file.size <= SUPPORT_SCREENSHOT_MAX_MB * 1024 * 1024;
    setErrors((current) => ({ ...current, screenshot: isUsable ? undefined : SCREENSHOT_PROBLEM }));
    setScreenshot(isUsable ? file : null);
  };

  const submit = () => {
    const found: TErrors = { topic: topic ? undefined : 'Choose a topic', message: message.trim() ? undefined : 'Tell us what happened' };
    setErrors(found);
    if (!topic || found.message) return;
    create.mutate(
      { topic, message, screenshot },
      {
        onSuccess: () => {
          setTopic('');
          setMessage('');
          setScreenshot(null);
          toast({ title: 'Request sent', description: 'We will answer by e-mail and on this page.' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast({ title: 'Request not sent', description: (error instanceof ApiError && error.serverMessage) || 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Support request"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SelectField
        id="support-topic"
        label="Topic"
        placeholder="Select a topic"
        value={topic}
        options={TOPIC_OPTIONS}
        onValueChange={setTopic}
        error={errors.topic}
        isRequired
      />
      <TextareaField
        id="support-message"
        label="Message"
        required
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        value={message}
        onValueChange={setMessage}
        error={errors.message}
        hint="What did you do, what happened, and what did you expect?"
      />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <ImageUploadButton
            id="support-screenshot"
            accept={SCREENSHOT_TYPES.join(',')}
            onFileChosen={chooseScreenshot}
            isBusy={create.isPending}
            describedBy="support-screenshot-note"
          >
            {screenshot ? 'Replace screenshot' : 'Attach a screenshot'}
          </ImageUploadButton>
          {screenshot && (
            <>
              <span className="min-w-0 truncate text-sm text-slate-700">{screenshot.name}</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => setScreenshot(null)}>
                Remove screenshot
              </Button>
            </>
          )}
        </div>
        <p
          id="support-screenshot-note"
          className={errors.screenshot ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
          role={errors.screenshot ? 'alert' : undefined}
        >
          {errors.screenshot ?? `Optional: JPG, PNG or WebP, at most ${SUPPORT_SCREENSHOT_MAX_MB} MB.`}
        </p>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  );
}
