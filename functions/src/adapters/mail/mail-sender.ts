import { PRODUCT_NAME } from '@shared/constants/product';
import { getEnv } from '../../platform/env';
import type { TMailSender } from './mail';
import { createOutboxTransport } from './outbox-transport';
import { createSesTransport } from './ses-transport';

const LOCAL_SENDER = `${PRODUCT_NAME} <no-reply@localhost>`;

let sender: TMailSender | undefined;

/** The configured transport (MAIL_TRANSPORT: 'outbox' locally, 'ses' in the cloud), created once per container. */
export function getMailSender(): TMailSender {
  if (sender) return sender;
  const env = getEnv();
  sender =
    env.MAIL_TRANSPORT === 'ses'
      ? createSesTransport({ from: env.MAIL_FROM ?? '', configurationSet: env.MAIL_CONFIGURATION_SET })
      : createOutboxTransport({ dir: env.OUTBOX_DIR, from: env.MAIL_FROM ?? LOCAL_SENDER });
  return sender;
}
