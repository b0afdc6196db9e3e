import { NEW_ADDRESS_MAILS_PER_DAY } from '@shared/constants/mail-limits';
import type { TMailSendingLimit } from '@shared/schemas/mail-sending-limit.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';
import { useMailSendingLimit } from '../api/get-mail-sending-limit';

const emails = (count: number) => (count === 1 ? 'One e-mail' : `${count} e-mails`);

/** Why mail to visitors stopped today and when it starts again: the exact words the agent reads. */
export function mailLimitText(limit: TMailSendingLimit, timeZone: string): string {
  const allowance =
    limit.tier === 'trial'
      ? `On a trial you may e-mail ${limit.limit} new addresses a day (a paid plan allows ${NEW_ADDRESS_MAILS_PER_DAY.paid}).`
      : `Your plan allows e-mails to ${limit.limit} new addresses a day.`;
  const held = limit.notSentToday > 0 ? `${emails(limit.notSentToday)} to visitors ${limit.notSentToday === 1 ? 'was' : 'were'} not sent today. ` : '';
  return `${held}${allowance} The limit resets ${formatDateTime(limit.resetsAt, timeZone)} (midnight UTC); thank the visitors again then to reach the rest.`;
}

/** Shown once today's limit on mail to new addresses is reached or held mail back; nothing otherwise (nor while loading). */
export function MailLimitNotice({ timeZone }: { timeZone: string }) {
  const limit = useMailSendingLimit();
  if (!limit.data || (limit.data.usedToday < limit.data.limit && limit.data.notSentToday === 0)) return null;
  return (
    <ErrorAlert>
      <strong>Daily e-mail limit reached.</strong> {mailLimitText(limit.data, timeZone)}
    </ErrorAlert>
  );
}
