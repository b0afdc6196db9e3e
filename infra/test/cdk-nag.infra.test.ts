import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { synthMarketplace } from './support/synth-marketplace';

/** A built SPA, so the upload (CDK's BucketDeployment) is checked too. */
const spaDir = mkdtempSync(join(tmpdir(), 'spa-build-'));
writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Marketplace</title>');
const { app } = synthMarketplace({ alarmEmail: 'on-call@example.com' }, { webDistDir: spaDir });
// Findings on ARNs that name another stack's exports are acknowledged once references are resolved, at synth.
app.synth();

/** What a pack still reports, one line per finding and resource, so a failure reads as a to-do list. */
const findingsOf = (pack: AwsSolutionsChecks | ServerlessChecks) =>
  pack
    .validateScope(app)
    .violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`),
    );

describe('cdk-nag over every stack, nested ones included', () => {
  it('finds nothing in the AWS Solutions pack that is not fixed or acknowledged with a reason', () => {
    expect(findingsOf(new AwsSolutionsChecks())).toEqual([]);
  });

  it('finds nothing in the Serverless pack that is not fixed or acknowledged with a reason', () => {
    expect(findingsOf(new ServerlessChecks())).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    const acknowledged = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata.filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledged) expect(reason.length, id).toBeGreaterThan(40);
  });
});
