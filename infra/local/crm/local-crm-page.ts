import type { TCrmReceived } from './local-crm';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

type TEventBody = { type?: string; person?: { firstName?: string; lastName?: string; emails?: { value: string }[] }; event?: TEventBody };

const summaryOf = (received: TCrmReceived) => {
  const body = received.body as TEventBody;
  const event = received.kind === 'webhook' ? body.event : body;
  const person = event?.person;
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  return `${event?.type ?? 'Event'}${name ? ` · ${name}` : ''}${person?.emails?.[0] ? ` <${person.emails[0].value}>` : ''}`;
};

/** The stand-in's one page: what it received, newest first, with the headers that matter and the body. */
export function renderLocalCrmPage(received: readonly TCrmReceived[], access: { apiKey: string; webhookUrl: string }): string {
  const rows = [...received]
    .reverse()
    .map(
      (r) => `<article>
  <h2>${escapeHtml(summaryOf(r))}</h2>
  <dl><dt>Received</dt><dd>${escapeHtml(r.receivedAt)}</dd><dt>Via</dt><dd>${r.kind === 'follow-up-boss' ? 'POST /v1/events (Follow Up Boss API)' : `Webhook ${escapeHtml(r.path)}`}</dd>${Object.entries(
    r.headers,
  )
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>
  <pre>${escapeHtml(JSON.stringify(r.body, null, 2))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local CRM stand-in</title>
<style>body{font:15px/1.45 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937;overflow-wrap:anywhere}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:0 0 .75rem;color:#4b5563}dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;background:#f9fafb;padding:.75rem;border-radius:6px;margin:0}code{background:#f3f4f6;padding:0 .25rem;border-radius:4px}</style>
</head><body>
<h1>Local CRM stand-in</h1>
<p>Leads the marketplace sent to a CRM while running locally, newest first. Nothing here left this machine.</p>
<p>Connect it on the CRM Sync screen: Follow Up Boss with the API key <code>${escapeHtml(access.apiKey)}</code>, or a webhook to <code>${escapeHtml(access.webhookUrl)}</code>.</p>
${received.length ? rows : '<p><em>Nothing received yet.</em></p>'}
</body></html>`;
}
