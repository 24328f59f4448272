// Shared lint rules: kebab-case files and the one-way import direction of docs/decisions/.
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appNames = ['api', 'buyer-web', 'wap', 'seller-web', 'admin-web'];
const noApps = appNames.map((a) => ({ group: [`@mall/${a}`, `@mall/${a}/*`], message: 'No package or app imports an app.' }));
const pattern = (names, message) => names.map((n) => ({ group: [`@mall/${n}`, `@mall/${n}/*`], message }));

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dirsOf = (rel) => (existsSync(join(root, rel)) ? readdirSync(join(root, rel), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

/**
 * Feature folders do not import each other; a feature may use `shared/` (and `testing/`) of its
 * package, and the app composes features. Tests and Storybook stories may compose features too.
 */
const featureRoots = ['packages/storefront/src', 'packages/backoffice/src', ...appNames.filter((a) => a !== 'api').map((a) => `apps/${a}/src/features`)];
const featureZones = featureRoots.flatMap((base) => {
  const features = dirsOf(base).filter((d) => d !== 'shared' && d !== 'testing');
  return features.map((f) => ({
    target: `./${base}/${f}/**/!(*.test|*.stories).{ts,tsx}`,
    from: features.filter((o) => o !== f).map((o) => `./${base}/${o}`),
    message: `Feature "${f}" must not import another feature: move what both need into shared/, or compose them in the app.`,
  }));
}).filter((z) => z.from.length);
// shared/ is below the features: it imports none of them, but for the one file that composes them
// into the package's app (the staff router, the storefront app and its links), as an app would.
const sharedZones = ['packages/storefront/src', 'packages/backoffice/src'].map((base) => ({
  target: `./${base}/shared/**/!(create-backoffice-router|storefront-app|storefront-links).{ts,tsx}`,
  from: dirsOf(base).filter((d) => d !== 'shared' && d !== 'testing').map((d) => `./${base}/${d}`),
  message: 'shared/ must not import a feature.',
}));

/** Restricted imports per layer: domain <- contract <- api-client <- web apps; branding <- ui <- web apps. */
const layers = [
  { files: ['packages/domain/**'], forbid: ['contract', 'api-client', 'ui', 'i18n', 'branding', 'storefront', 'backoffice'], node: true },
  { files: ['packages/contract/**'], forbid: ['api-client', 'ui', 'i18n', 'branding', 'storefront', 'backoffice'] },
  { files: ['packages/api-client/**'], forbid: ['ui', 'i18n', 'branding', 'storefront', 'backoffice'] },
  { files: ['packages/branding/**'], forbid: ['contract', 'api-client', 'ui', 'i18n', 'domain', 'storefront', 'backoffice'] },
  { files: ['packages/ui/**'], forbid: ['contract', 'api-client', 'storefront', 'backoffice'] },
  { files: ['packages/i18n/**'], forbid: ['api-client', 'ui', 'branding', 'storefront', 'backoffice'] },
  { files: ['apps/api/**'], forbid: ['api-client', 'ui', 'branding', 'storefront', 'backoffice'] },
  { files: ['packages/storefront/**'], forbid: ['backoffice'] },
  { files: ['packages/backoffice/**'], forbid: ['storefront'] },
];

/**
 * The server files that may import Drizzle (docs/decisions/012): repositories (`repo.ts` and their
 * capability parts `repo.<part>.ts`, core's included), the database layer `db/`, and the seed, a script
 * that writes demo rows. Everything else asks a repository.
 */
const DRIZZLE_ALLOWED = ['apps/api/src/**/repo.ts', 'apps/api/src/**/repo.*.ts', 'apps/api/src/db/**', 'apps/api/src/seed/**', 'apps/api/bench/**'];

export default [
  { ignores: ['**/.storybook/**', '**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/drizzle/**', '**/*.d.ts', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
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
          ...pattern(forbid, 'Imports flow one way (docs/decisions/).'),
          ...(node ? [{ group: ['node:*', 'react', 'react-dom', 'ky', 'drizzle-orm', 'drizzle-orm/*'], message: 'domain does no I/O.' }] : []),
        ],
      }],
    },
  })),
  // No import cycles anywhere (resolved like Node with the TypeScript extensions).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...sharedZones] }],
    },
  },
  // Tests read JSON answers loosely.
  {
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Only repositories and `db/` touch Drizzle (tests included: they read the database through the harness).
  {
    files: ['apps/api/**/*.ts'],
    ignores: DRIZZLE_ALLOWED,
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...noApps,
        ...pattern(['api-client', 'ui', 'branding', 'storefront', 'backoffice'], 'Imports flow one way (docs/decisions/).'),
        { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories (repo.ts, repo.<part>.ts) and db/ touch Drizzle: add the query to the module\'s repository (docs/decisions/012).' },
      ] }],
    },
  },
  // The environment is read once, in the server's config.ts.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' }] },
  },
  ...appNames.filter((a) => a !== 'api').map((a) => ({
    files: [`apps/${a}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noApps, { group: ['drizzle-orm', 'drizzle-orm/*', 'fastify'], message: 'Web apps do not touch the server.' }] }] },
  })),
];
