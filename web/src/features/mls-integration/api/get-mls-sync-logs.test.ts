import type { Query } from '@tanstack/react-query';
import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import { makeSyncLog } from '../testing/mls-factories';
import { getMlsSyncLogsQueryOptions, SYNC_PROGRESS_POLL_MS } from './get-mls-sync-logs';

const intervalWhenNewestIs = (logs: TMlsSyncLog[] | undefined) => {
  const { refetchInterval } = getMlsSyncLogsQueryOptions('config-1');
  if (typeof refetchInterval !== 'function') throw new Error('refetchInterval should depend on the rows');
  return refetchInterval({ state: { data: logs } } as unknown as Query<TMlsSyncLog[], Error, TMlsSyncLog[], string[]>);
};

describe('the sync logs query', () => {
  it('polls while the newest run is in progress, whatever the status word', () => {
    expect(intervalWhenNewestIs([makeSyncLog({ status: 'in_progress' }), makeSyncLog()])).toBe(SYNC_PROGRESS_POLL_MS);
  });

  it('stops once the newest run completed or failed, and does not poll before anything is loaded', () => {
    expect(intervalWhenNewestIs([makeSyncLog({ status: 'completed' }), makeSyncLog({ status: 'in_progress' })])).toBe(false);
    expect(intervalWhenNewestIs([makeSyncLog({ status: 'failed' })])).toBe(false);
    expect(intervalWhenNewestIs([])).toBe(false);
    expect(intervalWhenNewestIs(undefined)).toBe(false);
  });
});
