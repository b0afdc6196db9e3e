import { Annotations, CfnParameter, CfnRule, Fn, type Stack } from 'aws-cdk-lib';
import type { TEntryTable } from '../../functions/src/entries';
import type { TResource } from './route-types';
import type { TAppConfig } from './app-config';

type TDeployValueKey =
  'mailFrom' | 'stripePriceSoloMonthly' | 'stripePriceSoloAnnual' | 'stripePriceTeamMonthly' | 'stripePriceTeamAnnual' | 'stripePublishableKey';

/**
 * Context a deploy needs because an entry declares what it configures, with the obviously fake value a synth
 * uses when it is not given, and how to pass the real one.
 */
const DEPLOY_VALUES: readonly { key: TDeployValueKey; neededBy: TResource; placeholder: string; example: string }[] = [
  { key: 'mailFrom', neededBy: 'mail:send', placeholder: 'placeholder-set-mailFrom@example.invalid', example: 'no-reply@your-domain' },
  { key: 'stripePriceSoloMonthly', neededBy: 'payments', placeholder: 'price_PLACEHOLDER_set_stripePriceSoloMonthly', example: 'price_…' },
  { key: 'stripePriceSoloAnnual', neededBy: 'payments', placeholder: 'price_PLACEHOLDER_set_stripePriceSoloAnnual', example: 'price_…' },
  { key: 'stripePriceTeamMonthly', neededBy: 'payments', placeholder: 'price_PLACEHOLDER_set_stripePriceTeamMonthly', example: 'price_…' },
  { key: 'stripePriceTeamAnnual', neededBy: 'payments', placeholder: 'price_PLACEHOLDER_set_stripePriceTeamAnnual', example: 'price_…' },
  { key: 'stripePublishableKey', neededBy: 'payments', placeholder: 'pk_test_PLACEHOLDER_set_stripePublishableKey', example: 'pk_live_…' },
];

export type TDeployContext = {
  config: TAppConfig;
  /** The context keys filled with placeholders: empty when the app is deployable as it stands. */
  placeholders: TDeployValueKey[];
};

/**
 * Fills in a placeholder for every deploy value the entries need and the context lacks, so `cdk synth` works
 * offline on a fresh clone. Called before any construct exists, so nothing is bundled for a failing app;
 * `guardAgainstPlaceholders` then makes CloudFormation refuse the templates until the real values are given.
 */
export function withDeployPlaceholders(config: TAppConfig, entries: TEntryTable): TDeployContext {
  const declared = new Set<TResource>([...entries.http, ...entries.workers].flatMap((entry) => entry.resources));
  const missing = DEPLOY_VALUES.filter((value) => declared.has(value.neededBy) && !config[value.key]);
  const placeholders = Object.fromEntries(missing.map((value) => [value.key, value.placeholder]));
  return { config: { ...config, ...placeholders }, placeholders: missing.map((value) => value.key) };
}

/** One readable line: what is a placeholder and the flags that replace them. */
export function placeholderNotice(placeholders: readonly TDeployValueKey[]): string {
  const flags = DEPLOY_VALUES.filter((value) => placeholders.includes(value.key)).map((value) => `-c ${value.key}=${value.example}`);
  return `Synthesized with placeholder values for ${placeholders.join(', ')}: fine for reading the templates, but \`cdk deploy\` is refused until they are set (${flags.join(' ')}).`;
}

/**
 * The CDK CLI does not tell the app whether it synthesizes or deploys, so the refusal lives in the template:
 * a CloudFormation rule, checked when the change set is created (before any resource changes), fails while
 * the parameter still names placeholder keys. A template built with every value has neither.
 */
export function guardAgainstPlaceholders(stack: Stack, placeholders: readonly TDeployValueKey[]): void {
  if (!placeholders.length) return;
  const notice = placeholderNotice(placeholders);
  const parameter = new CfnParameter(stack, 'PlaceholderContext', {
    type: 'String',
    default: placeholders.join(','),
    description: 'CDK context keys this template was synthesized with placeholder values for; deploy with them set (-c key=value).',
  });
  new CfnRule(stack, 'RefusePlaceholderContext', {
    assertions: [{ assert: Fn.conditionEquals(parameter.valueAsString, ''), assertDescription: notice }],
  });
  Annotations.of(stack).addWarningV2('marketplace:placeholderContext', notice);
}
