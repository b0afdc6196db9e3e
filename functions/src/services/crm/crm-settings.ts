import { getCrmEnv } from '../../platform/crm-env';
import { getEgressEnv } from '../../platform/egress-env';
import type { TCrmSettings } from './crm-deps';

/** The CRM settings from configuration (the routes' and the worker's). */
export function crmSettingsFromEnv(): TCrmSettings {
  const env = getCrmEnv();
  return {
    followUpBoss: { baseUrl: env.FOLLOW_UP_BOSS_API_URL, system: env.FOLLOW_UP_BOSS_SYSTEM, systemKey: env.FOLLOW_UP_BOSS_SYSTEM_KEY },
    eventSource: env.CRM_EVENT_SOURCE,
    allowLocalWebhooks: getEgressEnv().EGRESS_ALLOW_LOOPBACK,
    standIn:
      env.CRM_STAND_IN_API_KEY && env.CRM_STAND_IN_WEBHOOK_URL
        ? { followUpBossApiKey: env.CRM_STAND_IN_API_KEY, webhookUrl: env.CRM_STAND_IN_WEBHOOK_URL }
        : null,
  };
}
