// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BARE_TEXT = 'User-visible text goes through i18next: t("key"), with the key in locales/.';
/** Props whose string values people read. */
const USER_FACING_PROPS =
  '/^(placeholder|title|alt|label|aria-label|aria-description|aria-valuetext|description|hint|emptyText|emptyLabel|message|heading|confirmLabel|tooltip)$/';

/** Server files that only tests load: they may reach into any domain. */
const SERVER_TEST_FILES = [
  '**/*.test.ts',
  '**/*test-helpers.ts',
  '**/*test-world.ts',
  'apps/server/src/test/**',
];
const DOMAIN_ENTRY = {
  regex: '^#server/domains/[^/]+/.+',
  message:
    'Import another domain through its entry: #server/domains/<name> (docs/ARCHITECTURE.md).',
};
const NO_DEEP_RELATIVE = {
  group: ['../../*'],
  message: 'Use the #server/… path alias instead of ../../ (docs/CONVENTIONS.md).',
};
const WEB_NO_DEEP_RELATIVE = {
  group: ['../../*'],
  message: 'Use the #web/… path alias instead of ../../ (docs/CONVENTIONS.md).',
};
const NO_DOMAIN = {
  regex: '^(#server/|(\\.\\./)+)domains(/|$)',
  message: 'lib/ and plugins/ import no domain: pass what they need in (docs/ARCHITECTURE.md).',
};

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
      // `import { type A } from 'x'` stays in the output as `import 'x'` (verbatimModuleSyntax):
      // a side effect that pulls the module, and what it reaches, into the first page's chunk.
      '@typescript-eslint/no-import-type-side-effects': 'error',
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
    // Domains use one another only through their entry (domains/<name>/index.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: SERVER_TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [DOMAIN_ENTRY, NO_DEEP_RELATIVE] }],
    },
  },
  {
    // A file at the top of a domain reaches a sibling domain only through #server/domains/<name>.
    files: ['apps/server/src/domains/*/*.ts'],
    ignores: SERVER_TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DOMAIN_ENTRY,
            NO_DEEP_RELATIVE,
            {
              regex: '^\\.\\./(?!domain$)[^/]+',
              message: 'Import another domain through its entry: #server/domains/<name>.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
    ignores: SERVER_TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_DOMAIN, NO_DEEP_RELATIVE] }],
    },
  },
  {
    // packages/core is framework-free: the server and the web app both run it (its tsconfig has no
    // DOM library either).
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-*',
                'fastify',
                'fastify/*',
                '@fastify/*',
                'fastify-*',
              ],
              message: 'packages/core imports no framework (React, Fastify).',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'mobx', 'mobx-*'],
              message: 'packages/core imports no database or store library.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_NO_DEEP_RELATIVE] }],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_NO_DEEP_RELATIVE,
            { regex: '(^#web/|/)domains(/|$)', message: 'ui/ never imports from domains/.' },
          ],
        },
      ],
    },
  },
  {
    // Components reach a domain's store through its hook (useLabels(), useWorkItems()…), never the
    // root store; the hooks (.ts) may. app/ wires the stores together and is exempt.
    files: ['apps/web/src/domains/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#web/app/store-context',
              importNames: ['useRootStore'],
              message:
                "Use the domain's hook (useWorkItems(), useProjects()…), not the root store.",
            },
          ],
          patterns: [WEB_NO_DEEP_RELATIVE],
        },
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
