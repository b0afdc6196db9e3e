import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { TResource } from '../route-types';
import type { RouteFunction } from './route-function';

/** The stateful resources a route may declare, as the stateless stack sees them. */
export type TRouteResourceRefs = {
  table: ITable;
  photoBucket: IBucket;
  queue: IQueue;
  /** The salt client IPs are hashed with (Secrets Manager; the functions read it at start). */
  ipHashSalt: ISecret;
  /** Verified SES sender; required once any route declares 'mail:send'. */
  mailFrom?: string;
};

const notWiredYet = (resource: TResource) => () => {
  throw new Error(`A route declares '${resource}', which infra does not provision yet: add it to RESOURCE_BINDINGS in infra/lib/constructs/route-bindings.ts.`);
};

/**
 * What each resource in a route's `resources` list grants. Typed by TResource, so a new resource kind
 * in the route table fails the typecheck here until it has a binding.
 */
const RESOURCE_BINDINGS: Record<TResource, (fn: RouteFunction, refs: TRouteResourceRefs) => void> = {
  'table:read': (fn, refs) => fn.bindTable(refs.table, 'read'),
  'table:write': (fn, refs) => fn.bindTable(refs.table, 'write'),
  'photos:read': (fn, refs) => fn.bindPhotos(refs.photoBucket, 'read'),
  'photos:write': (fn, refs) => fn.bindPhotos(refs.photoBucket, 'write'),
  'queue:send': (fn, refs) => fn.bindQueue(refs.queue),
  'mail:send': (fn, refs) => {
    if (!refs.mailFrom) {
      throw new Error("A route sends e-mail: pass the SES-verified sender with `-c mailFrom=no-reply@your-domain` (context 'mailFrom').");
    }
    fn.bindMail(refs.mailFrom);
  },
  'secret:ip-hash-salt': (fn, refs) => fn.bindSecret('IP_HASH_SALT', refs.ipHashSalt),
  scheduler: notWiredYet('scheduler'),
  payments: notWiredYet('payments'),
};

/** Grants a function exactly the resources its route declares, and nothing else. */
export function bindRouteResources(fn: RouteFunction, resources: readonly TResource[], refs: TRouteResourceRefs) {
  for (const resource of resources) RESOURCE_BINDINGS[resource](fn, refs);
}
