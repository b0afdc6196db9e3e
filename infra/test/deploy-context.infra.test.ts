import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { parseAppConfig } from '../lib/app-config';
import { functionIdsFor, synthMarketplace } from './support/synth-marketplace';

/** What a fresh clone's `cdk synth` passes: cdk.json's empty strings and nothing on the command line. */
const BARE = {
  mailFrom: undefined,
  stripePriceSoloMonthly: undefined,
  stripePriceSoloAnnual: undefined,
  stripePriceTeamMonthly: undefined,
  stripePriceTeamAnnual: undefined,
  stripePublishableKey: undefined,
};
const rulesOf = (template: { toJSON(): Record<string, unknown> }) =>
  (template.toJSON().Rules ?? {}) as Record<string, { Assertions: { Assert: unknown; AssertDescription: string }[] }>;

describe('a synth without the deploy values', () => {
  const { data, api, stacks } = synthMarketplace(BARE);

  it('builds both stacks with placeholders for exactly the missing keys', () => {
    expect(stacks.placeholders).toEqual([
      'mailFrom',
      'stripePriceSoloMonthly',
      'stripePriceSoloAnnual',
      'stripePriceTeamMonthly',
      'stripePriceTeamAnnual',
      'stripePublishableKey',
    ]);
    const checkout = functionIdsFor(api, 'POST /api/create-subscription')[0]!;
    expect(api.toJSON().Resources[checkout].Properties.Environment.Variables).toMatchObject({
      STRIPE_PRICE_SOLO_MONTHLY: 'price_PLACEHOLDER_set_stripePriceSoloMonthly',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_PLACEHOLDER_set_stripePublishableKey',
    });
  });

  it('makes CloudFormation refuse both templates until they are set, naming the flags', () => {
    for (const template of [data, api]) {
      template.hasParameter('PlaceholderContext', {
        Type: 'String',
        Default: 'mailFrom,stripePriceSoloMonthly,stripePriceSoloAnnual,stripePriceTeamMonthly,stripePriceTeamAnnual,stripePublishableKey',
      });
      const [rule] = Object.values(rulesOf(template));
      expect(rule!.Assertions).toEqual([
        {
          Assert: { 'Fn::Equals': [{ Ref: 'PlaceholderContext' }, ''] },
          AssertDescription: expect.stringMatching(/cdk deploy. is refused.*-c mailFrom=.*-c stripePublishableKey=pk_live_/),
        },
      ]);
    }
  });

  it('says so in the synth output', () => {
    Annotations.fromStack(stacks.api).hasWarning(
      '/MarketplaceApi',
      Match.stringLikeRegexp('placeholder values for mailFrom, stripePriceSoloMonthly.*cdk deploy. is refused until they are set'),
    );
  });

  it('names only what is missing when part of the context is given', () => {
    const { stacks: partial } = synthMarketplace({ stripePublishableKey: undefined });
    expect(partial.placeholders).toEqual(['stripePublishableKey']);
  });
});

it('deploys as it stands once every value is given: no placeholder parameter, no refusing rule', () => {
  const { data, api, stacks } = synthMarketplace();
  expect(stacks.placeholders).toEqual([]);
  for (const template of [data, api]) {
    expect(rulesOf(template)).not.toHaveProperty('RefusePlaceholderContext');
    expect(Object.keys(template.findParameters('*'))).not.toContain('PlaceholderContext');
  }
});

it('still refuses a malformed value before building anything', () => {
  expect(() => parseAppConfig((key) => ({ stripePublishableKey: 'sk_live_x' })[key])).toThrow(/context 'stripePublishableKey'/);
});
