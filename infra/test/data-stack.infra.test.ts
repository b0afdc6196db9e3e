import { Match } from 'aws-cdk-lib/assertions';
import { GLOBAL_INDEXES, TABLE_KEYS } from '../../functions/src/data/table';
import { synthMarketplace } from './support/synth-marketplace';

const { data } = synthMarketplace();
const retained = { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' };
const logicalIdOf = (type: string, props: object) => {
  const ids = Object.keys(data.findResources(type, { Properties: props }));
  expect(ids).toHaveLength(1);
  return ids[0]!;
};
const photoBucketId = logicalIdOf('AWS::S3::Bucket', { CorsConfiguration: Match.anyValue() });
const spaBucketId = logicalIdOf('AWS::S3::Bucket', { CorsConfiguration: Match.absent(), LoggingConfiguration: Match.anyValue() });
const logBucketId = logicalIdOf('AWS::S3::Bucket', { LoggingConfiguration: Match.absent() });

describe('the table', () => {
  it('has the pk/sk keys from data/table.ts', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: TABLE_KEYS.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE_KEYS.sortKey, AttributeType: 'S' },
      ]),
    });
  });

  it('has every global index of the table definition, projecting all attributes', () => {
    const gsi = (index: { name: string; partitionKey: string; sortKey: string }) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    data.hasResourceProperties('AWS::DynamoDB::Table', { GlobalSecondaryIndexes: GLOBAL_INDEXES.map(gsi) });
  });

  it('expires items by expiresAt, bills on demand, keeps point-in-time recovery and encrypts', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('is retained when the stack goes', () => {
    data.hasResource('AWS::DynamoDB::Table', retained);
  });
});

describe('the photo bucket', () => {
  it('is private and encrypted', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
  });

  it('deletes data-export archives two days after they are written (their link lasts 24 hours)', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'private/exports/', ExpirationInDays: 2, Status: 'Enabled' })]) },
    });
  });

  it('refuses plain HTTP', () => {
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: photoBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('allows browser uploads from any origin while the site domain is unknown at synth', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['*'], AllowedMethods: Match.arrayWith(['POST', 'GET', 'PUT']) })],
      },
    });
  });

  it('allows only the site and extra origins once siteDomainName is given', () => {
    const { data: withDomain } = synthMarketplace({ siteDomainName: 'www.example.com', extraOrigins: 'https://staging.example.com' });
    withDomain.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://www.example.com', 'https://staging.example.com'] })] },
    });
  });

  it('is retained, and so is its policy', () => {
    expect(data.toJSON().Resources[photoBucketId]).toMatchObject(retained);
    data.hasResource('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: photoBucketId } }, ...retained });
  });
});

describe('the log bucket', () => {
  it("receives both buckets' access logs, keeps them 90 days, refuses plain HTTP and is retained", () => {
    for (const [bucketId, prefix] of [
      [photoBucketId, 's3/photos/'],
      [spaBucketId, 's3/spa/'],
    ] as const) {
      expect(data.toJSON().Resources[bucketId].Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logBucketId }, LogFilePrefix: prefix });
    }
    expect(data.toJSON().Resources[logBucketId]).toMatchObject({
      ...retained,
      Properties: { LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })] } },
    });
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logBucketId },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });
});

describe('the SPA bucket', () => {
  it('is private, encrypted and retained', () => {
    expect(data.toJSON().Resources[spaBucketId]).toMatchObject({
      ...retained,
      Properties: {
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      },
    });
  });

  it('refuses plain HTTP and lets only CloudFront read objects', () => {
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: spaBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });
});

it('outputs the table and photo bucket names', () => {
  data.hasOutput('TableName', Match.anyValue());
  data.hasOutput('PhotoBucketName', { Value: { Ref: photoBucketId } });
});
