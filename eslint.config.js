import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zone = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Import boundary: see ARCHITECTURE.md (Layout).' })) }] },
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
  zone(['functions/**'], ['**/web/**', '**/infra/**']),
  // The CDK app reads the route table and table definition, never handler internals.
  zone(['infra/bin/**', 'infra/lib/**'], ['**/functions/src/services/**', '**/functions/src/platform/**', '**/functions/src/adapters/**', '**/web/**']),
);
