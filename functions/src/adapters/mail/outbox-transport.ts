import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { listUnsubscribeHeaders, oneLine, type TMail, type TMailSender } from './mail';

/**
 * What an outbox file holds (one JSON file per e-mail; the embedded runtime lists them at /dev/outbox),
 * with the extra headers SES would send, so tests can read them.
 */
export type TOutboxMail = TMail & { id: string; from: string; sentAt: string; headers?: Record<string, string> };

/** Local stand-in for SES: each e-mail becomes `<dir>/<ulid>.json` (ULIDs sort by time). */
export function createOutboxTransport(options: { dir: string; from: string; now?: () => Date }): TMailSender {
  return {
    async send(mail) {
      const id = ulid();
      const headers = listUnsubscribeHeaders(mail);
      const record: TOutboxMail = {
        id,
        from: options.from,
        sentAt: (options.now?.() ?? new Date()).toISOString(),
        ...mail,
        subject: oneLine(mail.subject),
        ...(Object.keys(headers).length ? { headers } : {}),
      };
      await mkdir(options.dir, { recursive: true });
      await writeFile(join(options.dir, `${id}.json`), JSON.stringify(record, null, 2), { flag: 'wx' });
      return { messageId: id };
    },
  };
}
