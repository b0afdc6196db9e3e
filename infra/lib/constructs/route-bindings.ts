import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { TResource } from '../route-types';
import type { QueueWithDlq } from './queue-with-dlq';
import type { RouteFunction, TPlanPriceIds } from './route-function';
import type { ScheduleGroup } from './schedule-group';

/** The stateful resources an entry may declare, as the stateless stack sees them. */
export type TRouteResourceRefs = {
  table: ITable;
  photoBucket: IBucket;
  queues: ReadonlyMap<string, QueueWithDlq>;
  scheduleGroups: ReadonlyMap<string, ScheduleGroup>;
  /** The salt client IPs are hashed with (Secrets Manager; the functions read it at start). */
  ipHashSalt: ISecret;
  /** The key MLS credentials are sealed with. */
  mlsCredentialsKey: ISecret;
  /** Verified SES sender; required once any entry declares 'mail:send'. */
  mailFrom?: string;
  /** The SES configuration set every mail is sent through (its bounces and complaints feed the mail-feedback worker). */
  mailConfigurationSet?: string;
  /** Stripe's two secrets, and the plans' price ids and publishable key (from context; required once an entry declares 'payments'). */
  payments: { secretKey: ISecret; webhookSecret: ISecret; prices?: TPlanPriceIds; publishableKey?: string };
};

const notWiredYet = (resource: string) => {
  throw new Error(`An entry declares '${resource}', which infra does not provision yet: add it to bindResource in infra/lib/constructs/route-bindings.ts.`);
};

const lookUp = <T>(map: ReadonlyMap<string, T>, name: string, resource: string): T => {
  const found = map.get(name);
  if (!found)
    throw new Error(`An entry declares '${resource}', but the entry table has no such ${resource.startsWith('queue:') ? 'worker queue' : 'schedule group'}.`);
  return found;
};

/** What one declared resource grants. A resource kind without a binding fails the synth, naming it. */
function bindResource(fn: RouteFunction, resource: TResource, refs: TRouteResourceRefs): void {
  if (resource === 'table:read' || resource === 'table:write') return void fn.bindTable(refs.table, resource === 'table:read' ? 'read' : 'write');
  if (resource === 'photos:read' || resource === 'photos:write') return void fn.bindPhotos(refs.photoBucket, resource === 'photos:read' ? 'read' : 'write');
  if (resource === 'private-objects:read' || resource === 'private-objects:write')
    return void fn.bindPrivateObjects(refs.photoBucket, resource === 'private-objects:read' ? 'read' : 'write');
  if (resource === 'secret:ip-hash-salt') return void fn.bindSecret('IP_HASH_SALT', refs.ipHashSalt);
  if (resource === 'secret:mls-credentials-key') return void fn.bindSecret('MLS_CREDENTIALS_KEY', refs.mlsCredentialsKey);
  if (resource === 'mail:send') {
    if (!refs.mailFrom) throw new Error("An entry sends e-mail: pass the SES-verified sender with `-c mailFrom=no-reply@your-domain` (context 'mailFrom').");
    return void fn.bindMail(refs.mailFrom, refs.mailConfigurationSet);
  }
  if (resource === 'geocode') return void fn.bindGeocoder();
  if (resource === 'payments') {
    const { secretKey, webhookSecret, prices, publishableKey } = refs.payments;
    if (!prices)
      throw new Error(
        'An entry takes payments: pass the four Stripe price ids with `-c stripePriceSoloMonthly=price_… -c stripePriceSoloAnnual=price_… -c stripePriceTeamMonthly=price_… -c stripePriceTeamAnnual=price_…`.',
      );
    if (!publishableKey)
      throw new Error("An entry takes payments: pass Stripe's publishable key for the browser's card form with `-c stripePublishableKey=pk_…`.");
    return void fn.bindPayments(secretKey, webhookSecret, prices, publishableKey);
  }
  if (resource.startsWith('queue:')) {
    const name = resource.slice('queue:'.length);
    return void fn.bindQueue(name, lookUp(refs.queues, name, resource).queue);
  }
  if (resource.startsWith('schedules:')) {
    const name = resource.slice('schedules:'.length);
    return void fn.bindSchedules(name, lookUp(refs.scheduleGroups, name, resource));
  }
  notWiredYet(resource);
}

/** Grants a function exactly the resources its entry declares, and nothing else. */
export function bindRouteResources(fn: RouteFunction, resources: readonly TResource[], refs: TRouteResourceRefs) {
  for (const resource of resources) bindResource(fn, resource, refs);
}
