/**
 * The zod that shared/ and functions/ import (`import * as z from '@shared/zod'`, or relatively in shared):
 * `zod/mini`, zod's functional API. A classic schema carries every method of its kind, so each Lambda
 * bundle carried most of classic zod (~85 KB) whatever it called; a mini schema carries none, and a bundle
 * keeps only the functions it calls (issue 27; README, "Function bundles and secrets"). The SPA's own form
 * schemas may stay classic; they compose these with the functions (`z.extend(s, …)`), not methods.
 *
 * Two things classic zod has that zod/mini has not, kept here so that behaviour stays the same:
 * - English messages. Classic zod installs them when the first schema is made; zod/mini installs none, and an
 *   issue without a message of ours would read "Invalid input" instead of "Invalid input: expected string,
 *   received undefined" or "Invalid option: expected one of …", which the API answers with (the spec's
 *   "validation library defaults"). The same locale is installed here, unless one is set already (as classic
 *   zod does); every module that builds a schema imports zod through this one.
 * - `preprocess(fn, schema)`: classic's is `pipe(transform(fn), schema)` typed with the schema's optionality,
 *   so a preprocessed field stays optional in the input type when its schema is. `fn` gets no context: a
 *   zod/mini transform's second argument has no `addIssue` (push to its `issues` instead).
 */
import { config, pipe, transform, type ZodMiniType } from 'zod/mini';
import type * as core from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

if (!config().localeError) config(en());

export * from 'zod/mini';

export type ZodMiniPreprocess<B extends core.SomeType = core.$ZodType, I = unknown> = ZodMiniType<core.output<B>, I, core.$ZodPreprocessInternals<B, I>>;

// @__NO_SIDE_EFFECTS__
export function preprocess<A, U extends core.SomeType, B = unknown>(fn: (input: B) => A, schema: U): ZodMiniPreprocess<U, B> {
  return pipe(transform<B, unknown>(fn), schema as unknown as core.$ZodType) as unknown as ZodMiniPreprocess<U, B>;
}
