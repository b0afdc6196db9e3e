import { readFile, readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { TOutboxMail } from '../../functions/src/adapters/mail/outbox-transport';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The outbox's e-mails, newest first (file names are ULIDs; unreadable files are skipped). */
export async function readOutbox(dir: string): Promise<TOutboxMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map((name) =>
        readFile(join(dir, name), 'utf8')
          .then((text) => JSON.parse(text) as TOutboxMail)
          .catch(() => null),
      ),
  );
  return mails.filter((m): m is TOutboxMail => m !== null).sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** Buttons that make SES's feedback for this mail's recipient (POST /dev/mail-feedback), so suppression can be tried by hand. */
const feedbackButtons = (to: string) =>
  `<div class="feedback">${(['bounce', 'complaint'] as const)
    .map(
      (type) =>
        `<form method="post" action="/dev/mail-feedback?email=${escapeHtml(encodeURIComponent(to))}&amp;type=${type}"><button type="submit">Simulate a ${type === 'bounce' ? 'hard bounce' : 'complaint'}</button></form>`,
    )
    .join('')}</div>`;

/** `canSimulateFeedback`: the mail-feedback queue runs here, so each mail offers a simulated bounce and complaint. */
export function renderOutboxPage(mails: readonly TOutboxMail[], options: { canSimulateFeedback?: boolean } = {}): string {
  const rows = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd>${m.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(m.replyTo)}</dd>` : ''}${Object.entries(
    m.headers ?? {},
  )
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}<dt>Sent</dt><dd>${escapeHtml(m.sentAt)}</dd></dl>
  <pre>${escapeHtml(m.text)}</pre>${options.canSimulateFeedback ? `\n  ${feedbackButtons(m.to)}` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font:15px/1.45 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:0 0 .75rem;color:#4b5563}dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;background:#f9fafb;padding:.75rem;border-radius:6px;margin:0}.feedback{display:flex;gap:.5rem;margin-top:.75rem}.feedback form{margin:0}</style>
</head><body>
<h1>Local outbox</h1>
<p>E-mails the marketplace sent while running locally (MAIL_TRANSPORT=outbox), newest first. Nothing here left this machine.</p>${
    options.canSimulateFeedback
      ? "\n<p>Each mail's buttons make what SES would report for its recipient: a hard bounce or a complaint suppresses every mail to that address (its owner lifts it in Settings).</p>"
      : ''
  }
${mails.length ? rows : '<p><em>No e-mails yet.</em></p>'}
</body></html>`;
}

/** GET /dev/outbox on the embedded server only (never deployed). */
export const createOutboxPage =
  (dir: string, options: { canSimulateFeedback?: boolean } = {}) =>
  async (_request: IncomingMessage, response: ServerResponse) => {
    const html = renderOutboxPage(await readOutbox(dir), options);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  };
