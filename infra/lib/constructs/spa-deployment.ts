import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

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
  }
}
