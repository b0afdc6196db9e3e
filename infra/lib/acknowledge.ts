import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct and everything under it, each with the reason it stands.
 * A finding id names one finding (`AwsSolutions-IAM5[Resource::*]`); cdk-nag v3 matches ids exactly.
 */
export function acknowledge(scope: IConstruct, reasons: Record<string, string>): void {
  Validations.of(scope).acknowledge(...Object.entries(reasons).map(([id, reason]) => ({ id, reason })));
}

/**
 * Acknowledges the wildcard resources (AwsSolutions-IAM5) of the IAM policies under `scope` whose ARN, as
 * cdk-nag spells it, matches `resource`. Such an ARN holds another stack's export name, which exists only once
 * the app's references are resolved, so the acknowledgement is made then: in the validation step of synth.
 */
export function acknowledgeWildcardResources(scope: IConstruct, resource: RegExp, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      for (const policy of scope.node.findAll().filter((child): child is CfnPolicy => child instanceof CfnPolicy)) {
        const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: { Effect: string; Resource?: unknown }[] };
        const wildcards = (document.Statement ?? [])
          .filter((statement) => statement.Effect === 'Allow')
          .flatMap((statement) => [statement.Resource].flat())
          .map((arn) => flattenCfnReference(arn))
          .filter((arn) => arn.includes('*') && resource.test(arn));
        for (const arn of new Set(wildcards)) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[Resource::${arn}]`, reason });
      }
      return [];
    },
  });
}
