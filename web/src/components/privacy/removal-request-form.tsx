import { useId, useState, type FormEvent } from 'react';
import { ZRequestRemovalRequestSchema } from '@shared/schemas/privacy-request.schema';
import { ApiError } from '../../lib/api-client';
import { useRequestRemoval } from '../../lib/api/request-removal';
import { ErrorAlert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

const FAILED = 'We could not send the link just now. Please try again.';

/**
 * Anyone may ask for the removal of what they gave at an open house or in an inquiry: we mail a link to the
 * address, and the link removes it. The answer is the same whether or not we hold anything.
 */
export function RemovalRequestForm({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestRemoval();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRequestRemovalRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    request.mutate(parsed.data);
  };
  const problem = request.error instanceof ApiError ? (request.error.serverMessage ?? FAILED) : request.isError ? FAILED : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <Heading id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        Remove what you gave at an open house or in an inquiry
      </Heading>
      <p className="text-sm text-slate-700">
        Enter the e-mail address you used. We send a link to it; opening the link removes your name, e-mail, phone and answers from every agent’s leads, and we
        send no more e-mail to it.
      </p>
      {request.isSuccess ? (
        <p role="status" className="text-sm font-medium text-slate-900">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <TextField
            id={`${id}-email`}
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={error}
            required
          />
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send me the removal link'}
          </Button>
        </form>
      )}
    </section>
  );
}
