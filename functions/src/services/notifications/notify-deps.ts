import type { TMailSender } from '../../adapters/mail/mail';
import type { TScheduler } from '../../adapters/scheduler/schedules';
import type { TDeps } from '../deps';

/** What the notifications worker needs: mail (suppressed addresses filtered out), one-time schedules, the site's address for links. */
export type TNotifyDeps = TDeps & { mail: TMailSender; scheduler: Pick<TScheduler, 'putOnce' | 'remove'>; siteOrigin: string };
