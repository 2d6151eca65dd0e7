/**
 * The layers and what each may import (docs/decisions/0049). Run by `npm run lint` after biome.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const server = '^apps/server/src/';
const web = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle, type-only ones included: one side should not know the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'platform/ is plumbing the modules stand on; a module hands platform what it needs.',
      severity: 'error',
      // Its tests may read the modules' queries' plans (db/explain.test.ts).
      from: { path: `${server}platform/`, pathNot: '[.]test[.]ts$' },
      to: { path: `${server}modules/` },
    },
    {
      name: 'production-imports-no-test-support',
      comment: 'test-support makes the accounts, databases and media tests need: what ships never carries it.',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src|packages/shared/src)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^packages/test-support/' },
    },
    {
      name: 'module-imports-other-modules-by-index',
      comment:
        'Another server module is reached through its door, modules/<name>/index.ts: what it lets others use, so its own files can change behind it.',
      severity: 'error',
      // Tests too: one that sets up another module's data uses that module's door like its code does.
      from: { path: `${server}modules/([^/]+)/` },
      to: { path: `${server}modules/`, pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index[.]ts$`] },
    },
    {
      name: 'routes-reach-no-database',
      comment: 'A route declares schemas and calls a service: SQL, tables and the driver sit below it.',
      severity: 'error',
      from: { path: `${server}.+[.]routes[.]ts$` },
      to: {
        path: [
          `${server}db/`,
          `${server}platform/db/`,
          `${server}.+[.]repository[.]ts$`,
          '(^|/)node_modules/(drizzle-orm|pg|pg-boss)/',
        ],
      },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'The app (shell, route table, guards) is built from the features, not the other way.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'feature-imports-only-public-surface',
      comment:
        'Another feature is reached only through its api/ (fetchers and hooks): its screens and components are its own.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/api/`] },
    },
    {
      name: 'shared-web-imports-no-feature',
      comment: 'components/ and lib/ serve every feature, so they know none.',
      severity: 'error',
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}features/` },
    },
  ],
  options: {
    includeOnly: '^(apps|packages|e2e|bench|deploy|scripts|node_modules)/',
    exclude: { path: ['/dist/', '/node_modules/.+/node_modules/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
