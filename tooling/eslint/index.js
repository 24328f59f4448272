// Shared lint rules: kebab-case files and the one-way import direction of CONVENTIONS.md.
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';

const appNames = ['api', 'buyer-web', 'wap', 'seller-web', 'admin-web'];
const noApps = appNames.map((a) => ({ group: [`@mall/${a}`, `@mall/${a}/*`], message: 'No package or app imports an app.' }));
const pattern = (names, message) => names.map((n) => ({ group: [`@mall/${n}`, `@mall/${n}/*`], message }));

/** Restricted imports per layer: domain <- contract <- api-client <- web apps; branding <- ui <- web apps. */
const layers = [
  { files: ['packages/domain/**'], forbid: ['contract', 'api-client', 'ui', 'i18n', 'branding'], node: true },
  { files: ['packages/contract/**'], forbid: ['api-client', 'ui', 'i18n', 'branding'] },
  { files: ['packages/api-client/**'], forbid: ['ui', 'i18n', 'branding'] },
  { files: ['packages/branding/**'], forbid: ['contract', 'api-client', 'ui', 'i18n', 'domain'] },
  { files: ['packages/ui/**'], forbid: ['contract', 'api-client'] },
  { files: ['packages/i18n/**'], forbid: ['api-client', 'ui', 'branding'] },
  { files: ['apps/api/**'], forbid: ['api-client', 'ui', 'branding'] },
];

export default [
  { ignores: ['**/.storybook/**', '**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/drizzle/**', '**/*.d.ts', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: noApps }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,tooling}/**/': 'KEBAB_CASE' }],
    },
  },
  ...layers.map(({ files, forbid, node }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...noApps,
          ...pattern(forbid, 'Imports flow one way (CONVENTIONS.md).'),
          ...(node ? [{ group: ['node:*', 'react', 'react-dom', 'ky', 'drizzle-orm', 'drizzle-orm/*'], message: 'domain does no I/O.' }] : []),
        ],
      }],
    },
  })),
  ...appNames.filter((a) => a !== 'api').map((a) => ({
    files: [`apps/${a}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noApps, { group: ['drizzle-orm', 'drizzle-orm/*', 'fastify'], message: 'Web apps do not touch the server.' }] }] },
  })),
];
