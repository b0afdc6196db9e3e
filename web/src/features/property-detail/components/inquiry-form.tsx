import { useEffect, useState } from 'react';
import type { TShowingSlot } from '@shared/time/showing-request';
import { SHOWING_WINDOWS } from '@shared/time/showing-request';
import { INQUIRY_SENT_MESSAGE as SENT_MESSAGE, InquiryFieldsForm } from '../../../components/inquiry/inquiry-fields-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSession } from '../../../lib/use-session';
import { useCreateLead } from '../api/create-lead';
import { SHOWING_DAY_FIELD_ID, ShowingTimeChooser, showingDays } from './showing-time-chooser';

type TInquiryFormProps = {
  propertyId: string;
  timeZone: string;
  /** Schedule Viewing was pressed: offer showing times; the inquiry becomes a showing request. */
  isSchedulingViewing: boolean;
  onSchedulingChange: (isScheduling: boolean) => void;
};

/** Anyone may ask about a listing: name and email required, phone and message optional; with Schedule Viewing, a time too. */
export function InquiryForm({ propertyId, timeZone, isSchedulingViewing, onSchedulingChange }: TInquiryFormProps) {
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
          timeZone={timeZone}
          isSchedulingViewing={isSchedulingViewing}
          onSchedulingChange={onSchedulingChange}
          onSent={() => {
            setHasSent(true);
            setFormKey((key) => key + 1);
            onSchedulingChange(false);
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
function InquiryFields({
  propertyId,
  timeZone,
  isSchedulingViewing,
  onSchedulingChange,
  onSent,
}: Omit<TInquiryFormProps, 'propertyId'> & { propertyId: string; onSent: () => void }) {
  const sendLead = useCreateLead(propertyId);
  const session = useSession();
  const visitor = session.status === 'signed-in' ? session.user : null;
  const initialValues = visitor
    ? { name: `${visitor.firstName} ${visitor.lastName}`.trim(), email: visitor.email, phone: visitor.profile.phone ?? '' }
    : undefined;
  const [days] = useState(() => showingDays(new Date(), timeZone));
  const [slot, setSlot] = useState<TShowingSlot>(() => ({ date: days[0] ?? '', ...SHOWING_WINDOWS[0]! }));
  useEffect(() => {
    if (isSchedulingViewing) document.getElementById(SHOWING_DAY_FIELD_ID)?.focus({ preventScroll: true });
  }, [isSchedulingViewing]);
  const extra = isSchedulingViewing
    ? {
        payload: { showingSlots: [slot] },
        fields: <ShowingTimeChooser slot={slot} timeZone={timeZone} days={days} onChange={setSlot} onRemove={() => onSchedulingChange(false)} />,
      }
    : undefined;
  return (
    <InquiryFieldsForm
      idPrefix="inquiry"
      initialValues={initialValues}
      mutation={sendLead}
      submitLabel={isSchedulingViewing ? 'Request Showing' : 'Send Inquiry'}
      onSent={onSent}
      extra={extra}
    />
  );
}
