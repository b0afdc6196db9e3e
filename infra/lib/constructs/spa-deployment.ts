import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Stack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcardResources } from '../acknowledge';

/** Why the findings on CDK's own upload function stand: it is not ours to shape, and it runs only during a deploy. */
const CDK_HANDLER = "CDK's BucketDeployment handler, a custom resource that runs only while CloudFormation deploys";

export type TSpaDeploymentProps = {
  /** The built SPA (web/dist). */
  sourceDir: string;
  bucket: IBucket;
  distribution: IDistribution;
};

/**
 * Uploads the built SPA. Hashed files under assets/ are immutable and kept across deploys (a page loaded
 * before the deploy can still fetch its chunks); everything else is revalidated and invalidated at the edge.
 */
export class SpaDeployment extends Construct {
  constructor(scope: Construct, id: string, props: TSpaDeploymentProps) {
    super(scope, id);
    const source = Source.asset(props.sourceDir);
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets); // a new index.html must never point at chunks not uploaded yet

    // Both deployments share one handler, which CDK puts at the stack's root.
    for (const handler of Stack.of(this).node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      acknowledge(handler, {
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': `${CDK_HANDLER}: CDK attaches the basic execution role.`,
        ...Object.fromEntries(
          ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => [
            `AwsSolutions-IAM5[Action::${action}]`,
            `${CDK_HANDLER}: it copies the build from the asset bucket into the SPA bucket and prunes what the build dropped.`,
          ]),
        ),
        'AwsSolutions-L1': `${CDK_HANDLER}: CDK picks its runtime.`,
        'Serverless-LambdaLatestVersion': `${CDK_HANDLER}: CDK picks its runtime.`,
        'Serverless-LambdaDLQ': `${CDK_HANDLER}: CloudFormation invokes it and reports its failure as a failed deploy.`,
        'Serverless-LambdaTracing': `${CDK_HANDLER}: a deploy-time copy with nothing to trace.`,
      });
      acknowledgeWildcardResources(
        handler,
        /./,
        `${CDK_HANDLER}: every object of the asset and SPA buckets, and CloudFront invalidations, which take no resource ARN.`,
      );
    }
  }
}
