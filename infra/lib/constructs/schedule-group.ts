import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { rateExpression } from '../../../functions/src/entries/schedule-rate';
import type { TScheduleEntry } from '../../../functions/src/entries/entry-types';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * An EventBridge Scheduler group whose schedules are created at run time (one per MLS configuration, say),
 * and the role Scheduler assumes for them: it may send to the group's queue and nothing else.
 */
export class ScheduleGroup extends Construct {
  readonly groupName: string;
  readonly groupArn: string;
  readonly role: Role;
  readonly targetQueue: IQueue;

  constructor(scope: Construct, id: string, props: { group: string; targetQueue: IQueue; fixed?: TScheduleEntry['fixed']; flexibleWindowMinutes?: number }) {
    super(scope, id);
    const group = new CfnScheduleGroup(this, 'Group', { name: `${Stack.of(this).stackName}-${props.group}` });
    this.groupName = group.ref;
    this.groupArn = group.attrArn;
    this.targetQueue = props.targetQueue;
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      description: `EventBridge Scheduler sends ${props.group} schedules to their queue`,
    });
    this.role.addToPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.targetQueue.queueArn] }));
    if (props.fixed) {
      const window = props.flexibleWindowMinutes ?? 0;
      new CfnSchedule(this, 'Fixed', {
        name: props.fixed.name,
        groupName: group.ref,
        scheduleExpression: rateExpression(props.fixed.everyMinutes),
        flexibleTimeWindow: window > 0 ? { mode: 'FLEXIBLE', maximumWindowInMinutes: window } : { mode: 'OFF' },
        target: { arn: props.targetQueue.queueArn, roleArn: this.role.roleArn, input: JSON.stringify(props.fixed.message) },
      });
    }
  }

  /** Schedules live under `schedule/<group>/<name>`; runtime code may manage only those. */
  schedulesArn(): string {
    return Stack.of(this).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.groupName}/*` });
  }
}
