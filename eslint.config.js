// One lint setup for the whole repo. Import direction (STYLE.md): domain -> server modules / web
// features -> app wiring; the domain package never imports the apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

// STYLE.md: a web feature never reaches into another feature's files; what two share moves to lib/.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const ownFeatureOnly = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Share through lib/ instead.',
          },
          {
            group: ['@/app/*', '@portal/server*', 'node:*'],
            message: 'Features do not import the app wiring.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'bench/out/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      '.tsbuildinfo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@portal/server*', '@portal/web*', 'node:*', 'fastify*', 'react*'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@portal/server*', 'node:*'] }],
    },
  },
  ...ownFeatureOnly,
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@portal/web*', 'react*'] }] },
  },
);
