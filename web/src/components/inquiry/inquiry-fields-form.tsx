import type { ReactNode } from 'react';
import { ZCreateLeadRequestSchema, type TCreateLeadRequest } from '@shared/schemas/lead.schema';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';

export const INQUIRY_SENT_MESSAGE = 'Your inquiry has been sent successfully!';
const FAILED_MESSAGE = 'Failed to send inquiry. Please try again.';

type TInquiryValues = { name: string; email: string; phone: string; message: string };

/** Any mutation that sends an inquiry (to a listing's agent or from a profile). */
export type TInquiryMutation = {
  mutate: (payload: TCreateLeadRequest, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

const toPayload = ({ name, email, phone, message }: TInquiryValues): TCreateLeadRequest => ({
  name,
  email,
  phone: phone.trim() || undefined,
  message: message.trim() || undefined,
});

type TInquiryFieldsFormProps = {
  /** Prefix for the field ids, unique on the page. */
  idPrefix: string;
  initialValues?: Partial<TInquiryValues>;
  mutation: TInquiryMutation;
  submitLabel: string;
  onSent: () => void;
  /** Sent with the fields, e.g. the showing times chosen with Schedule Viewing; shown above the fields. */
  extra?: { payload: Pick<TCreateLeadRequest, 'showingSlots'>; fields: ReactNode };
};

/**
 * The inquiry fields (name and email required, phone and message optional) with the spec's texts:
 * success toast, server field errors beside their fields, the server's 429 message, a generic failure.
 */
export function InquiryFieldsForm({ idPrefix, initialValues, mutation, submitLabel, onSent, extra }: TInquiryFieldsFormProps) {
  const form = useZodForm(ZCreateLeadRequestSchema, { name: '', email: '', phone: '', message: '', ...initialValues }, toPayload);
  const { fieldProps } = form;

  const submit = form.handleSubmit((payload) =>
    mutation.mutate(extra ? { ...payload, ...extra.payload } : payload, {
      onSuccess: () => {
        toast({ title: 'Inquiry Sent', description: INQUIRY_SENT_MESSAGE });
        onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({ title: 'Too many inquiries', description: error.serverMessage ?? FAILED_MESSAGE, variant: 'destructive' });
          return;
        }
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Error', description: FAILED_MESSAGE, variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {extra?.fields}
      <TextField id={`${idPrefix}-name`} label="Name" name="name" autoComplete="name" required {...fieldProps('name')} />
      <TextField id={`${idPrefix}-email`} label="Email" name="email" type="email" autoComplete="email" required {...fieldProps('email')} />
      <TextField id={`${idPrefix}-phone`} label="Phone (optional)" name="phone" type="tel" autoComplete="tel" {...fieldProps('phone')} />
      <TextareaField id={`${idPrefix}-message`} label="Message (optional)" name="message" rows={4} {...fieldProps('message')} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
