// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BARE_TEXT = 'User-visible text goes through i18next: t("key"), with the key in locales/.';
/** Props whose string values people read. */
const USER_FACING_PROPS =
  '/^(placeholder|title|alt|label|aria-label|aria-description|aria-valuetext|description|hint|emptyText|emptyLabel|message|heading|confirmLabel|tooltip)$/';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A no-op callback is written () => {}; empty named functions are still refused.
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions'] }],
      // Fastify plugins and hooks are async by contract, whether or not their body awaits.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (CONVENTIONS.md 14).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/domains/**'], message: 'ui/ never imports from domains/.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through lib/api-client.ts only.' },
      ],
    },
  },
  {
    // Every user-visible string of the web app goes through i18next (docs/CONVENTIONS.md): no bare
    // text in JSX, in user-facing props, or in toasts.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (CONVENTIONS.md 14).',
        },
        { selector: 'JSXText[value=/[A-Za-z]/]', message: BARE_TEXT },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
          message: BARE_TEXT,
        },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
          message: BARE_TEXT,
        },
        {
          selector: `JSXAttribute[name.name=${USER_FACING_PROPS}] > Literal[value=/[A-Za-z]/]`,
          message: BARE_TEXT,
        },
        {
          selector: `JSXAttribute[name.name=${USER_FACING_PROPS}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/])`,
          message: BARE_TEXT,
        },
        {
          selector: "CallExpression[callee.object.name='toast'] > Literal[value=/[A-Za-z]/]",
          message: BARE_TEXT,
        },
      ],
    },
  },
  {
    files: [
      '**/*.config.{js,ts}',
      'apps/web/vite.config.ts',
      'e2e/playwright.config.ts',
      'apps/server/drizzle.config.ts',
      'e2e/global-setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
