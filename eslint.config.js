// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

/** One-way dependencies (ARCHITECTURE.md): design-system ← client → domain ← server. */
const forbid = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group.pattern], message: group.message })) }],
});

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'test-results/', 'data/', 'src/server/db/migrations/', '**/*.cjs'] },
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
);
