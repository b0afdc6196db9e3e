import type { TSignInForm } from '@shared/schemas/lead-capture.schema';
import { formatOpenHouse } from '../../../lib/format';
import { visitorSignInUrl } from '../lib/visitor-sign-in-url';
import { QrCode } from './qr-code';

/** The page taped by the door: the listing's photo, address and time, and a QR code to sign in. */
export function PrintableSignInSheet({ form }: { form: TSignInForm }) {
  const url = visitorSignInUrl(form.openHouseId);
  return (
    <article
      aria-label="Printable sign-in sheet"
      className="mx-auto max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 text-center break-words print:max-w-none print:border-0 print:p-0"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Welcome to our open house</p>
      {form.coverImage && <img src={form.coverImage} alt={`Photo of ${form.listingTitle}`} className="mx-auto max-h-64 w-full rounded-lg object-cover" />}
      <div className="space-y-1">
        <h2 className="text-2xl font-bold text-slate-900">{form.listingTitle}</h2>
        <p className="text-slate-700">
          {form.address}, {form.city}, {form.state}
        </p>
        <p className="font-medium text-slate-900">{formatOpenHouse(form.startsAt, form.endsAt, form.timeZone)}</p>
      </div>
      <QrCode value={url} label="QR code: scan to sign in" className="mx-auto size-56" />
      <p className="text-lg font-semibold text-slate-900">Scan with your phone's camera to sign in</p>
      <p className="text-sm break-all text-slate-600">{url}</p>
    </article>
  );
}
