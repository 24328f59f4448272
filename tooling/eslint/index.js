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
 * package, and the app composes features. Tests may compose features too.
 */
const featureRoots = ['packages/storefront/src', 'packages/backoffice/src', ...appNames.filter((a) => a !== 'api').map((a) => `apps/${a}/src/features`)];
const featureZones = featureRoots.flatMap((base) => {
  const features = dirsOf(base).filter((d) => d !== 'shared' && d !== 'testing');
  return features.map((f) => ({
    target: `./${base}/${f}/**/!(*.test).{ts,tsx}`,
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

/** Server files still holding their own queries (to move into their module's repo.ts). */
const DRIZZLE_NOT_YET_IN_REPOS = [
  'apps/api/src/core/auth.ts',
  'apps/api/src/core/login-guard.ts',
  'apps/api/src/core/secrets.ts',
  'apps/api/src/core/tokens.ts',
  'apps/api/src/modules/account/safewords.ts',
  'apps/api/src/modules/account/service.ts',
  'apps/api/src/modules/address/service.ts',
  'apps/api/src/modules/audit/service.ts',
  'apps/api/src/modules/captcha/service.ts',
  'apps/api/src/modules/catalogue/service.ts',
  'apps/api/src/modules/catalogue/store-management.ts',
  'apps/api/src/modules/catalogue/view-counter.ts',
  'apps/api/src/modules/kyc/service.ts',
  'apps/api/src/modules/notify/mailer.ts',
  'apps/api/src/modules/notify/service.ts',
  'apps/api/src/modules/platform/service.ts',
  'apps/api/src/modules/platform/syspara.ts',
  'apps/api/src/modules/platform/uploads.ts',
  'apps/api/src/modules/staff/service.ts',
];

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
  // Tests read JSON answers loosely; the services still on hand-written SQL rows keep `any` until their
  // repositories give the rows types (docs/decisions/007).
  {
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/bench/**',
      'apps/api/src/modules/catalogue/service.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Only repositories (`repo.ts`) and `db/` touch Drizzle. The files listed here predate the rule and
  // move their queries into repositories one module at a time; nothing may be added to the list.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/repo.ts', 'apps/api/src/db/**', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/seed/**', ...DRIZZLE_NOT_YET_IN_REPOS],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...noApps,
        ...pattern(['api-client', 'ui', 'branding', 'storefront', 'backoffice'], 'Imports flow one way (docs/decisions/).'),
        { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repo.ts and db/ touch Drizzle: add the query to the module\'s repository.' },
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
