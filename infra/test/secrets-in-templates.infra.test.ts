import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { ENTRIES } from '../../functions/src/entries';
import { routeAreaOf } from '../lib/constructs/route-api';
import { handlerEntry } from '../lib/paths';
import { routeKeyOf } from '../lib/route-types';
import { functionIdsFor, synthMarketplace } from './support/synth-marketplace';

const { app, data, api } = synthMarketplace();
const assembly = app.synth();
const templates = readdirSync(assembly.directory)
  .filter((name) => name.endsWith('.template.json'))
  .map((name) => readFileSync(join(assembly.directory, name), 'utf8'));
const saltSecretId = Object.keys(data.findResources('AWS::SecretsManager::Secret'))[0]!;
const usesIpHash = (handler: string) => /platform\/ip-hash['"]/.test(readFileSync(handlerEntry(handler), 'utf8'));

describe('secrets stay out of the synthesized templates', () => {
  it('has both stacks and the nested stack of every route area written to disk', () => {
    expect(templates).toHaveLength(2 + new Set(ENTRIES.http.map(routeAreaOf)).size);
  });

  it("keeps every stack, nested ones included, well under CloudFormation's 500 resources", () => {
    for (const template of templates) expect(Object.keys(JSON.parse(template).Resources).length).toBeLessThan(400);
  });

  it('sets none of the local runtime switches: loopback egress, the cheap password hashing of tests', () => {
    for (const template of templates) expect(template).not.toMatch(/"(EGRESS_ALLOW_LOOPBACK|PASSWORD_SCRYPT_N)"/);
  });

  it('holds no IP-hash salt value, only the ARN of a secret Secrets Manager generates', () => {
    for (const template of templates) {
      expect(template).not.toMatch(/"IP_HASH_SALT"/);
      expect(template).not.toMatch(/"SecretString"/);
    }
    data.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }) });
    data.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });

  it('gives the salt only to the routes that hash client IPs, and every one of them declares it', () => {
    for (const route of ENTRIES.http) {
      const declares = (route.resources as readonly string[]).includes('secret:ip-hash-salt');
      expect({ route: routeKeyOf(route), declares }).toEqual({ route: routeKeyOf(route), declares: usesIpHash(route.handler) });
      const fn = api.toJSON().Resources[functionIdsFor(api, routeKeyOf(route))[0]!];
      const saltArn = fn.Properties.Environment.Variables.IP_HASH_SALT_SECRET_ARN;
      expect(Boolean(saltArn)).toBe(declares);
      if (saltArn) expect(JSON.stringify(saltArn)).toContain(saltSecretId.replace(/[^A-Za-z0-9]/g, ''));
    }
    expect(ENTRIES.http.filter((route) => usesIpHash(route.handler)).length).toBeGreaterThan(0);
  });
});

describe('Stripe secrets stay out of the synthesized templates', () => {
  const paymentRoutes = ENTRIES.http.filter((route) => (route.resources as readonly string[]).includes('payments'));

  it('holds no key or signing secret, only the ARNs of secrets the operator fills', () => {
    for (const template of templates) {
      expect(template).not.toMatch(/sk_(test|live)_|whsec_|"STRIPE_SECRET_KEY"|"STRIPE_WEBHOOK_SECRET"/);
    }
    data.hasResourceProperties('AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('Stripe secret API key') });
    data.hasResourceProperties('AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('Stripe webhook endpoint') });
  });

  it('gives both secrets, the price ids and the publishable key to exactly the routes that declare payments', () => {
    expect(paymentRoutes.map(routeKeyOf)).toContain('POST /api/stripe/webhook');
    for (const route of ENTRIES.http) {
      const variables = api.toJSON().Resources[functionIdsFor(api, routeKeyOf(route))[0]!].Properties.Environment.Variables as Record<string, unknown>;
      const declares = paymentRoutes.includes(route);
      expect({
        route: routeKeyOf(route),
        key: Boolean(variables.STRIPE_SECRET_KEY_SECRET_ARN),
        hook: Boolean(variables.STRIPE_WEBHOOK_SECRET_SECRET_ARN),
      }).toEqual({ route: routeKeyOf(route), key: declares, hook: declares });
      if (declares)
        expect({ price: variables.STRIPE_PRICE_SOLO_MONTHLY, publishableKey: variables.STRIPE_PUBLISHABLE_KEY }).toEqual({
          price: 'price_test_solo_monthly',
          publishableKey: 'pk_test_marketplace',
        });
    }
  });
});

describe('the MLS credentials key', () => {
  it('goes to exactly the entries that declare it: the routes that seal or open credentials, and the sync worker', () => {
    const declaring = [...ENTRIES.http, ...ENTRIES.workers].filter((entry) => (entry.resources as readonly string[]).includes('secret:mls-credentials-key'));
    const descriptionOf = (entry: (typeof declaring)[number]) => ('queue' in entry ? `worker ${entry.queue}` : routeKeyOf(entry));
    expect(declaring.map(descriptionOf)).toEqual(
      expect.arrayContaining(['POST /api/mls/configurations', 'POST /api/mls/configurations/{id}/test', 'worker mls-sync']),
    );
    for (const entry of [...ENTRIES.http, ...ENTRIES.workers]) {
      const variables = api.toJSON().Resources[functionIdsFor(api, descriptionOf(entry))[0]!].Properties.Environment.Variables as Record<string, unknown>;
      expect({ entry: descriptionOf(entry), hasKey: Boolean(variables.MLS_CREDENTIALS_KEY_SECRET_ARN) }).toEqual({
        entry: descriptionOf(entry),
        hasKey: declaring.includes(entry),
      });
    }
  });
});
