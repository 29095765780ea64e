// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** One-way dependencies (ARCHITECTURE.md): design-system ← client → domain ← server. */
const forbid = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ ...(group.regex ? { regex: group.regex } : { group: [group.pattern] }), message: group.message, ...(group.typesOnly ? { allowTypeImports: true } : {}) })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'test-results/', 'coverage/', '.tmp/', 'data/', 'src/server/db/migrations/', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**', 'tests/**', '*.config.{js,ts}', 'src/server/**'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'design-system/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // No literal copy in JSX: every string goes through react-intl (client) or props (design system).
    files: ['src/client/**/*.tsx', 'design-system/src/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,title,alt,placeholder,aria-label}']] } }],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: forbid(
      { pattern: '**/src/client/**', message: 'The design system must not import the portal.' },
      { pattern: '**/src/server/**', message: 'The design system must not import the server.' },
      { pattern: '**/src/domain/**', message: 'The design system is pure: rules arrive through props.' },
      { pattern: 'swr', message: 'The design system does not fetch.' },
      { pattern: 'react-redux', message: 'The design system does not touch a store.' },
      { pattern: '@reduxjs/*', message: 'The design system does not touch a store.' },
      { pattern: 'react-intl', message: 'The design system has no copy of its own: text comes in props.' },
    ),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: forbid(
      { pattern: '**/server/**', message: 'The portal talks to the server over HTTP only.' },
      { pattern: '**/design-system/src/**', message: 'Import the design system by its package name.' },
      { pattern: '**/domain/api/*', typesOnly: true, message: 'Wire schemas are the server’s: the portal imports their types only (import type), so TypeBox stays out of the bundle.' },
      { pattern: 'typebox', message: 'TypeBox is the server’s schema language: the portal uses the types from src/domain/api.' },
    ),
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: forbid(
      { pattern: 'react', message: 'The domain is pure: no React.' },
      { pattern: 'node:*', message: 'The domain runs in the browser too: no Node APIs.' },
      { pattern: '**/client/**', message: 'The domain must not import the portal.' },
      { pattern: '**/server/**', message: 'The domain must not import the server.' },
      { pattern: '@writers-center/design-system', message: 'The domain must not import the design system.' },
      {
        // An allow-list: the domain imports itself, TypeBox (wire shapes), Yup (rules) and the
        // browser-safe checkers of identity and bank data (libphonenumber-js, validator.js's per-function
        // modules, ibantools) and htmlparser2 (one HTML normaliser for paste and import, in both runtimes);
        // nothing of Node, Fastify, Drizzle, React or any other package.
        regex: '^(?!\\.{1,2}/|typebox$|yup$|libphonenumber-js/min$|ibantools$|htmlparser2$|validator/es/lib/[A-Za-z]+$)',
        message: 'src/domain may import only itself, typebox, yup, libphonenumber-js/min, ibantools, htmlparser2 and validator/es/lib/*.',
      },
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(
      { pattern: '**/client/**', message: 'The server must not import the portal.' },
      { pattern: '@writers-center/design-system', message: 'The server must not import the design system.' },
      { pattern: 'react', message: 'The server renders no React.' },
    ),
  },
  {
    // Boundaries that cannot decay (eslint-plugin-boundaries): a portal feature imports no other
    // feature at all (what two share lives outside the features, in session/, api/, components/ or
    // lib/; a screen or frame showing parts of two is composed by app/, or takes the part as a prop
    // app/ fills); app/ uses a feature only through its index.ts (its screens' and parts' loaders
    // included); no feature imports app/; and the shared code imports neither.
    // (src/domain's allow-list of packages is the no-restricted-imports block above.)
    files: ['src/client/**/*.{ts,tsx}', 'src/domain/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/client/app' },
        { type: 'feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'src/client/lib' },
        { type: 'shared', pattern: 'src/client/session' },
        { type: 'shared', pattern: 'src/client/api' },
        { type: 'shared', pattern: 'src/client/components' },
        { type: 'domain', pattern: 'src/domain' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'app' } } } },
            {
              // Another feature, any file of it: share through session/, api/, components/ or lib/, compose in app/.
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            },
            {
              // A feature's inside: app/ imports its index.ts only.
              from: { element: { type: 'app' } },
              disallow: { to: { element: { type: 'feature', internalPath: '!index.ts' } } },
            },
            { from: { element: { type: 'shared' } }, disallow: { to: { element: { type: 'feature' } } } },
            { from: { element: { type: 'shared' } }, disallow: { to: { element: { type: 'app' } } } },
          ],
        },
      ],
    },
  },
  {
    // A server module is used from outside only through its index.ts (its plugin, staff actions, jobs and the few
    // functions other modules may call); its other files are its insides. scripts/module-graph.mjs also refuses
    // two modules that import each other, through any path.
    files: ['src/server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        { type: 'module', pattern: 'src/server/modules/*', capture: ['module'] },
        { type: 'server', pattern: 'src/server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'module' } },
              disallow: { to: { element: { type: 'module', captured: { module: '!{{ from.element.captured.module }}' }, internalPath: '!index.ts' } } },
            },
            { from: { element: { type: 'server' } }, disallow: { to: { element: { type: 'module', internalPath: '!index.ts' } } } },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the portal, the domain or the server (chapters ⇄ novels was one).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })], 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
