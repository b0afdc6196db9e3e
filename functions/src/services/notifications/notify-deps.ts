import type { TMailSender } from '../../adapters/mail/mail';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import type { TScheduler } from '../../adapters/scheduler/schedules';
import type { TDeps } from '../deps';

/**
 * What the notifications worker needs: mail (suppressed addresses filtered out), one-time schedules, the
 * site's address for links, and its own queue (a listing matching many searches continues in a later message).
 */
export type TNotifyDeps = TDeps & { mail: TMailSender; scheduler: Pick<TScheduler, 'putOnce' | 'remove'>; siteOrigin: string; notificationQueue: TQueueSender };
