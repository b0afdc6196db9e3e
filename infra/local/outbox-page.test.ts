import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOutbox, renderOutboxPage } from './outbox-page';

const mail = (id: string, subject: string) => ({
  id,
  from: 'Market <no-reply@localhost>',
  to: 'a@example.test',
  subject,
  text: 'Body <script>alert(1)</script>',
  sentAt: '2026-06-01T12:00:00.000Z',
});

describe('the local outbox page (/dev/outbox)', () => {
  it('lists mails newest first and skips files it cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-page-'));
    try {
      writeFileSync(join(dir, '01AAA.json'), JSON.stringify(mail('01AAA', 'older')));
      writeFileSync(join(dir, '01BBB.json'), JSON.stringify(mail('01BBB', 'newer')));
      writeFileSync(join(dir, '01CCC.json'), '{ not json');
      expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['newer', 'older']);
      expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapes everything it shows', () => {
    const html = renderOutboxPage([{ ...mail('01AAA', '<img src=x onerror=alert(1)>'), replyTo: '"x" <a@b>' }]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Body &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;x&quot; &lt;a@b&gt;');
    expect(html).not.toContain('<script>');
    expect(renderOutboxPage([])).toContain('No e-mails yet.');
  });

  it('shows the extra headers a mail carries (one-click unsubscribe), escaped', () => {
    const html = renderOutboxPage([
      {
        ...mail('01AAA', 'Alert'),
        headers: { 'List-Unsubscribe': '<http://localhost:3000/api/mail/unsubscribe/tok>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    ]);
    expect(html).toContain('<dt>List-Unsubscribe</dt><dd>&lt;http://localhost:3000/api/mail/unsubscribe/tok&gt;</dd>');
    expect(html).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>');
  });

  it('offers, under each mail, a simulated hard bounce and complaint for its recipient when the mail-feedback queue runs', () => {
    const html = renderOutboxPage([{ ...mail('01AAA', 'Alert'), to: 'ann+x@example.test' }], { canSimulateFeedback: true });
    expect(html).toContain(
      '<form method="post" action="/dev/mail-feedback?email=ann%2Bx%40example.test&amp;type=bounce"><button type="submit">Simulate a hard bounce</button></form>',
    );
    expect(html).toContain('action="/dev/mail-feedback?email=ann%2Bx%40example.test&amp;type=complaint"');
    expect(renderOutboxPage([mail('01AAA', 'Alert')])).not.toContain('/dev/mail-feedback');
  });
});
