import { getDeps } from '../../deps';
import { LEAD_RETENTION_WORKER } from '../../entries/privacy-entries';
import { logger } from '../../platform/logger';
import { getLeadRetentionDays } from '../../platform/retention-env';
import { applyLeadRetention } from '../../services/privacy/apply-lead-retention';
import { defineWorker } from '../define-worker';

export const handler = defineWorker(LEAD_RETENTION_WORKER, async () => {
  const outcome = await applyLeadRetention(getDeps(), { retentionDays: getLeadRetentionDays() });
  logger.info('lead retention pass', outcome);
});
