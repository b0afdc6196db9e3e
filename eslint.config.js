import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zone = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Import boundary: see ARCHITECTURE.md (Layout).' })) }],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'web/dist/**', 'cdk.out/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Import zones: web and functions import shared, never each other; shared imports nothing of ours.
  zone(['shared/**'], ['**/functions/**', '**/web/**', '**/infra/**', '**/e2e/**']),
  zone(['web/**'], ['**/functions/**', '**/infra/**']),
  // A web feature does not import another feature; shared folders import no feature.
  ...WEB_FEATURES.map((feature) =>
    zone(
      [`web/src/features/${feature}/**`],
      ['**/functions/**', '**/infra/**', ...WEB_FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`)],
    ),
  ),
  zone(['web/src/components/**', 'web/src/lib/**'], ['**/functions/**', '**/infra/**', '**/features/**', '**/app/**'], ['**/*.test.{ts,tsx}']),
  zone(['functions/**'], ['**/web/**', '**/infra/**']),
  // Layers inside functions: each imports only layers below it (platform < data, adapters < services < http, workers).
  zone(
    ['functions/src/platform/**'],
    ['**/web/**', '**/infra/**', '**/services/**', '**/http/**', '**/data/**', '**/adapters/**', '**/workers/**', '**/entries'],
  ),
  zone(
    ['functions/src/entries/**'],
    ['**/web/**', '**/infra/**', '**/services/**', '**/http/**', '**/data/**', '**/adapters/**', '**/workers/**', '**/platform/**'],
  ),
  zone(['functions/src/data/**', 'functions/src/adapters/**'], ['**/web/**', '**/infra/**', '**/services/**', '**/http/**', '**/workers/**']),
  zone(['functions/src/services/**'], ['**/web/**', '**/infra/**', '**/http/**', '**/workers/**']),
  // Lambda code gets zod only through shared/src/zod.ts (`import * as z from '@shared/zod'`, relative in shared/):
  // zod/mini with classic's English messages. Classic zod (`zod`, `zod/v4`) is ~85 KB of every bundle that
  // imports it once, and a `z` binding or default import of any zod keeps all of it, every locale with it (issue 27).
  {
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    ignores: ['shared/src/zod.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(ImportDeclaration, ExportAllDeclaration, ExportNamedDeclaration, ImportExpression)[source.value=/^zod($|\\/)/]',
          message:
            "Import zod through '@shared/zod' (zod/mini with the English messages; relatively in shared/): classic zod adds ~85 KB to every Lambda bundle that imports it.",
        },
        {
          selector:
            "ImportDeclaration[source.value=/(^@shared|\\.)\\/zod$/][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
          message: "Write `import * as z from '@shared/zod'`: the `z` binding keeps all of zod/mini and its locales in the bundle.",
        },
      ],
    },
  },
  // The web tests share one module graph per worker (vitest's isolate: false, twice as fast): a module mock would
  // leak into the files after it, so a test that mocks a module lives in a *.isolated.test file (its own project).
  {
    files: ['web/**/*.test.{ts,tsx}'],
    ignores: ['web/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A module mock needs a fresh module graph: name this file *.isolated.test.ts(x) (see vitest.config.ts).',
        },
      ],
    },
  },
  // The functions and local-runtime unit tests share one module graph per worker as well: a module mock, a stubbed
  // global or a change to process.env (read once by the modules that configure themselves) would leak into the
  // files after it, so such a test is named *.isolated.test.ts and runs in the functions-isolated project.
  {
    files: ['functions/**/*.test.ts', 'infra/local/**/*.test.ts'],
    ignores: ['**/*.isolated.test.ts', '**/*.int.test.ts', '**/*.fuzz.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal)$/]",
          message: 'This changes what other test files see: name this file *.isolated.test.ts (see vitest.config.ts).',
        },
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'A change to process.env leaks into the files after it: name this file *.isolated.test.ts (see vitest.config.ts).',
        },
        {
          selector: "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: 'A change to process.env leaks into the files after it: name this file *.isolated.test.ts (see vitest.config.ts).',
        },
        {
          selector:
            "CallExpression[callee.object.name='Object'][callee.property.name='assign'] > MemberExpression.arguments:first-child[object.name='process'][property.name='env']",
          message: 'A change to process.env leaks into the files after it: name this file *.isolated.test.ts (see vitest.config.ts).',
        },
      ],
    },
  },
  // The CDK app reads the route table and table definition, never handler internals.
  zone(['infra/bin/**', 'infra/lib/**'], ['**/functions/src/services/**', '**/functions/src/platform/**', '**/functions/src/adapters/**', '**/web/**']),
);
