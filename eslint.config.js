// One lint setup for the whole repo. Import direction (CODE_STYLE.md): domain -> server modules / web
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

// Path zones (CODE_STYLE.md "Organise by domain"): checked on resolved files, so relative imports count
// as much as aliases. A web feature never reaches into another feature's files; lib/ and the shared
// components never import features or the app wiring; a server module never reads another
// module's queries (it calls that module's use case, or the query moves below the modules).
const webFeatures = folders('./apps/web/src/features');
// Joins on another module's tables, kept from before the tables were split by module (one module
// pair each; a new one needs a reason here): module -> the modules whose tables its queries join.
const sharedTableReads = {
  auth: ['users'], // sign-in, refresh and password reset read the user's row with the session
  // programs by employer; a learner's courses; the programs and promotions the catalog's editing writes
  catalog: ['organization', 'coursework'],
  organization: ['catalog'], // a degree program's periodicity, from its payment plan
  transcripts: ['catalog'], // a prior-credit request with its course product
  users: ['organization'], // the user's profile with its degree program
};
const serverModules = folders('./apps/server/src/modules');
// Words in a component rather than in the message files: text between tags, a string in braces
// there, and a string given to an attribute a reader meets.
const readAttribute =
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|hint|legend)$/]';
const wordsLiteral = 'Literal[value=/[A-Za-z]/]';
const wordsInCode = [
  'JSXText[value=/[A-Za-z]/]',
  `JSXElement > JSXExpressionContainer > ${wordsLiteral}`,
  `JSXElement > JSXExpressionContainer > ConditionalExpression > ${wordsLiteral}`,
  `${readAttribute} > ${wordsLiteral}`,
  `${readAttribute} > JSXExpressionContainer > ${wordsLiteral}`,
  `${readAttribute} > JSXExpressionContainer > ConditionalExpression > ${wordsLiteral}`,
].map((selector) => ({
  selector,
  message: 'Words a reader meets come from the message files (docs/languages.md "Translations").',
}));
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
  // Nor another module's routes, views or tables: modules meet through use cases only.
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: `apps/server/src/modules/!(${module})/**/*-{routes,views}.ts`,
    message: "Call the other module's use case; its routes and views are its own.",
  })),
  // A module's tables may name another module's tables, for a foreign key, and a test may set up
  // or inspect any table; every other file reads its own module's tables only, but for the joins
  // in sharedTableReads.
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}/**/!(*-tables|*.test).ts`,
    from: `apps/server/src/modules/!(${module})/**/*-tables.ts`,
    except: (sharedTableReads[module] ?? []).map((owner) => `**/modules/${owner}/*-tables.ts`),
    message: "Call the other module's use case, or move the shared query below the modules.",
  })),
  // db/schema.ts gathers every table for Drizzle and the seed; a module imports its own tables.
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: 'apps/server/src/db/schema.ts',
    message: "Import your module's own *-tables.ts.",
  })),
];

// CODE_STYLE.md: a web feature never reaches into another feature's files; what two share moves to lib/.
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
  // What a learner reads comes from the message files, in every language the site offers
  // (docs/languages.md "Translations"): no English written into a student-side component's text or
  // into an attribute a reader meets (a label, a title, a placeholder). The staff console is
  // English by decision.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/features/staff-console/**'],
    rules: {
      'no-restricted-syntax': ['error', ...wordsInCode],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@portal/web*', 'react*'] }] },
  },
);
