import { useState } from 'react';
import { ZCreateLeadRequestSchema } from '@shared/schemas/lead.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateLead } from '../api/create-lead';

const SENT_MESSAGE = 'Your inquiry has been sent successfully!';
const FAILED_MESSAGE = 'Failed to send inquiry. Please try again.';
export const INQUIRY_NAME_FIELD_ID = 'inquiry-name';

const INITIAL_VALUES = { name: '', email: '', phone: '', message: '' };

const toPayload = ({ name, email, phone, message }: typeof INITIAL_VALUES) => ({
  name,
  email,
  phone: phone.trim() || undefined,
  message: message.trim() || undefined,
});

/** Anyone may ask about a listing: name and email required, phone and message optional. */
export function InquiryForm({ propertyId }: { propertyId: string }) {
  // A new key after each sent inquiry gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const [hasSent, setHasSent] = useState(false);
  return (
    <Card id="inquiry" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Request Information</CardTitle>
        <CardDescription>Ask a question or request a viewing. The listing agent will reply by email.</CardDescription>
      </CardHeader>
      <CardContent>
        <InquiryFields
          key={formKey}
          propertyId={propertyId}
          onSent={() => {
            setHasSent(true);
            setFormKey((key) => key + 1);
          }}
        />
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          {hasSent ? SENT_MESSAGE : ''}
        </p>
      </CardContent>
    </Card>
  );
}

function InquiryFields({ propertyId, onSent }: { propertyId: string; onSent: () => void }) {
  const form = useZodForm(ZCreateLeadRequestSchema, INITIAL_VALUES, toPayload);
  const sendLead = useCreateLead(propertyId);
  const { values, errors, setValue } = form;

  const submit = form.handleSubmit((payload) =>
    sendLead.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Inquiry Sent', description: SENT_MESSAGE });
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
      <TextField id={INQUIRY_NAME_FIELD_ID} label="Name" name="name" autoComplete="name" required value={values.name} onValueChange={(v) => setValue('name', v)} error={errors.name} />
      <TextField id="inquiry-email" label="Email" name="email" type="email" autoComplete="email" required value={values.email} onValueChange={(v) => setValue('email', v)} error={errors.email} />
      <TextField id="inquiry-phone" label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={values.phone} onValueChange={(v) => setValue('phone', v)} error={errors.phone} />
      <TextareaField id="inquiry-message" label="Message (optional)" name="message" rows={4} value={values.message} onValueChange={(v) => setValue('message', v)} error={errors.message} />
      <Button type="submit" className="w-full" disabled={sendLead.isPending}>
        {sendLead.isPending ? 'Sending...' : 'Send Inquiry'}
      </Button>
    </form>
  );
}
