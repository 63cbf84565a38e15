// One lint setup for the whole repo. Import direction (STYLE.md): domain -> server modules / web
// features -> app wiring; the domain package never imports the apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import { noTypeOnlyCycle } from './scripts/eslint/no-type-only-cycle.mjs';

const folders = (path) => readdirSync(new URL(path, import.meta.url));

// Path zones (STYLE.md "Organise by domain"): checked on resolved files, so relative imports count
// as much as aliases. A web feature never reaches into another feature's files; lib/ and the shared
// components never import features or the app wiring; a server module never reads another
// module's queries (it calls that module's use case, or the query moves below the modules).
const webFeatures = folders('./apps/web/src/features');
const serverModules = folders('./apps/server/src/modules');
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through lib/.',
  })),
  {
    target: ['apps/web/src/lib', 'apps/web/src/components'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'lib/ and components/ sit below the features and the app wiring.',
  },
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: `apps/server/src/modules/!(${module})/**/*-queries.ts`,
    message: "Call the other module's use case, or move the shared query below the modules.",
  })),
];

// STYLE.md: a web feature never reaches into another feature's files; what two share moves to lib/.
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

const resolver = createTypeScriptImportResolver({
  project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
  noWarnOnMultipleProjects: true,
});

// import-x/no-cycle skips type-only imports and has no option to count them; this rule reports
// the cycles those imports close (scripts/eslint/no-type-only-cycle.mjs).
const local = { rules: { 'no-type-only-cycle': noTypeOnlyCycle(resolver) } };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'apps/*/dist-*/**',
      'bench/out/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      '.tsbuildinfo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, local },
    settings: {
      // The TypeScript preset's extensions and parsers, so that imported .ts files are read too.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [resolver],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-only-cycle': 'error',
    },
  },
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
