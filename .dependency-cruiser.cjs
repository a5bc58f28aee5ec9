/**
 * Import direction rules from the architecture doc (DESIGN.md §3). Run by `npm run lint`.
 * Test files are checked too: a test reaching into another feature is the same coupling.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature. Move the shared piece to components/ (UI) ' +
        'or lib/ (logic), or wire the features together in app/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment:
        'app/ (router, shell, providers) sits above features and may import them, not the reverse. ' +
        'Shared state such as auth lives in lib/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      severity: 'error',
      comment: 'components/ and lib/ are shared layers: they never import a feature or app/.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-client-outside-api-folder',
      severity: 'error',
      comment:
        'Only api/ files call the server: features/<area>/api/<verb-noun>.ts (or lib/<area>/api/ when ' +
        'several features call it) exports the fetcher, its queryOptions and the hook. Components use ' +
        'the hook; errors come from lib/api-error.ts.',
      from: {
        path: '^apps/web/src/',
        pathNot: ['/api/[^/]+\\.tsx?$', '^apps/web/src/lib/api\\.test\\.ts$'],
      },
      to: { path: '^apps/web/src/lib/api\\.ts$' },
    },
    {
      name: 'server-module-bypasses-service',
      severity: 'error',
      comment:
        'A server module calls another module only through its service.ts, never its repo.ts, ' +
        'routes.ts or other files.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'server-test-bypasses-service',
      severity: 'error',
      comment:
        "A module's tests may also seed another module's data through its testing.ts fixtures, " +
        'but never reach its repo.ts or routes.ts.',
      from: { path: '^apps/server/src/modules/([^/]+)/.+\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/(service|testing)\\.ts$'],
      },
    },
    {
      name: 'engines-import-app',
      severity: 'error',
      comment: 'Engines are pure: they import the contract, never anything from apps/.',
      from: { path: '^packages/engines/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-imports-non-zod',
      severity: 'error',
      comment: 'The contract depends only on zod and its own files (its tests may also use vitest).',
      from: { path: '^packages/contract/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^packages/contract/src/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order fragile and blur layer boundaries.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
