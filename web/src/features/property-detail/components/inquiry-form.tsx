import { useState } from 'react';
import { INQUIRY_SENT_MESSAGE as SENT_MESSAGE, InquiryFieldsForm } from '../../../components/inquiry/inquiry-fields-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSession } from '../../../lib/use-session';
import { useCreateLead } from '../api/create-lead';

export const INQUIRY_NAME_FIELD_ID = 'inquiry-name';

/** Anyone may ask about a listing: name and email required, phone and message optional. */
export function InquiryForm({ propertyId }: { propertyId: string }) {
  // A new key after each sent inquiry gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const [hasSent, setHasSent] = useState(false);
  // The session may answer after the form mounts: a signed-in visitor's details fill a fresh form then.
  const session = useSession();
  return (
    <Card id="inquiry" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Request Information</CardTitle>
        <CardDescription>Ask a question or request a viewing. The listing agent will reply by email.</CardDescription>
      </CardHeader>
      <CardContent>
        <InquiryFields
          key={`${formKey}-${session.status}`}
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

/** A signed-in visitor's name, e-mail and phone are filled in, as the open-house sign-in does. */
function InquiryFields({ propertyId, onSent }: { propertyId: string; onSent: () => void }) {
  const sendLead = useCreateLead(propertyId);
  const session = useSession();
  const visitor = session.status === 'signed-in' ? session.user : null;
  const initialValues = visitor ? { name: `${visitor.firstName} ${visitor.lastName}`.trim(), email: visitor.email, phone: visitor.profile.phone ?? '' } : undefined;
  return <InquiryFieldsForm idPrefix="inquiry" initialValues={initialValues} mutation={sendLead} submitLabel="Send Inquiry" onSent={onSent} />;
}
