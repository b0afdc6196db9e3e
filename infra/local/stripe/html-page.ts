import { chargeDate } from '@shared/time/charge-date';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
/** 'Dec 12': the app's own charge-date wording, in this machine's time zone, which is the local browser's too. */
export const formatDate = (unixSeconds: number) => chargeDate(new Date(unixSeconds * 1000).toISOString());

const STYLES = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f7fb;color:#1f2937}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.375rem;margin:0 0 .25rem}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1.25rem;margin-top:1rem}
label,legend{display:block;font-weight:600;margin:.75rem 0 .25rem}input[type=text]{width:100%;font-size:1rem;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1rem;font-size:1rem;font-weight:600;padding:.75rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}[role=alert]{background:#fef2f2;color:#991b1b;border:1px solid #fca5a5;border-radius:.5rem;padding:.75rem;margin-top:1rem}
.note{color:#4b5563;font-size:.875rem}fieldset{border:0;padding:0;margin:0}.option{display:flex;gap:.5rem;align-items:center;font-weight:400}
`;

/** A complete page of the stand-in (card form, authentication step, portal): usable from 320px wide, labelled controls. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Local Stripe test mode</title><style>${STYLES}</style></head>
<body><main>${body}<p class="note">Local Stripe stand-in, test mode: no real card is charged.</p></main></body></html>`;
}

/** `url` when it is an absolute http(s) URL, else null (the pages redirect nowhere else). */
export function safeReturnUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
