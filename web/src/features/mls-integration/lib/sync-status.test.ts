import { makeSyncLog } from '../testing/mls-factories';
import { syncProgressPercent, syncStatusView } from './sync-status';

describe('sync status and progress', () => {
  it('shows completed and failed as they are and anything else as in progress', () => {
    expect(syncStatusView({ status: 'completed' })).toBe('completed');
    expect(syncStatusView({ status: 'failed' })).toBe('failed');
    expect(syncStatusView({ status: 'in_progress' })).toBe('in progress');
  });

  it('is processed of total, unknown until the total is known, and never above 100', () => {
    expect(syncProgressPercent(makeSyncLog({ propertiesProcessed: 25, total: 200 }))).toBe(12.5);
    expect(syncProgressPercent(makeSyncLog({ propertiesProcessed: 25, total: null }))).toBeNull();
    expect(syncProgressPercent(makeSyncLog({ propertiesProcessed: 0, total: 0 }))).toBe(100);
    expect(syncProgressPercent(makeSyncLog({ propertiesProcessed: 130, total: 120 }))).toBe(100);
  });
});
