import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { oneLine, type TMail, type TMailSender } from './mail';

/** What an outbox file holds (one JSON file per e-mail; the embedded runtime lists them at /dev/outbox). */
export type TOutboxMail = TMail & { id: string; from: string; sentAt: string };

/** Local stand-in for SES: each e-mail becomes `<dir>/<ulid>.json` (ULIDs sort by time). */
export function createOutboxTransport(options: { dir: string; from: string; now?: () => Date }): TMailSender {
  return {
    async send(mail) {
      const id = ulid();
      const record: TOutboxMail = { id, from: options.from, sentAt: (options.now?.() ?? new Date()).toISOString(), ...mail, subject: oneLine(mail.subject) };
      await mkdir(options.dir, { recursive: true });
      await writeFile(join(options.dir, `${id}.json`), JSON.stringify(record, null, 2), { flag: 'wx' });
      return { messageId: id };
    },
  };
}
