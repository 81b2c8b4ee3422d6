/**
 * The layers of docs/architecture.md, checked on every `npm run lint` (`npm run lint:deps`): a
 * broken rule fails the build. Module loops are checked by .dependency-cruiser-cycles.cjs, over
 * product code only.
 */
const tests = '\\.test\\.tsx?$|/testing/|-test-kit\\.ts$|/e2e/|/fixtures/'

module.exports = {
  forbidden: [
    {
      name: 'contract-imports-no-atendo-code',
      comment:
        'The plugin contract (@atendo/plugin-api) stands alone: core and plugins build on it, never the reverse.',
      severity: 'error',
      from: { path: '^plugin-api/src' },
      to: { path: '^(core|plugins|sdk|agent-ui|admin-ui)/' },
    },
    {
      name: 'kernel-knows-no-feature',
      comment:
        'The kernel (core/src/kernel) receives what features contribute as data; it imports no module.',
      severity: 'error',
      from: { path: '^core/src/kernel/', pathNot: tests },
      to: { path: '^core/src/modules/' },
    },
    {
      name: 'modules-meet-through-their-index',
      comment: "A module uses another only through that module's public surface, its index.ts.",
      severity: 'error',
      from: { path: '^core/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^core/src/modules/',
        // sql-tables.ts: the typed shape of core's tables that the modules' list queries share.
        pathNot: [
          '^core/src/modules/$1/',
          '^core/src/modules/[^/]+/index\\.ts$',
          '^core/src/modules/sql-tables\\.ts$',
        ],
      },
    },
    {
      name: 'plugins-use-the-contract',
      comment:
        'A plugin reaches core only through @atendo/plugin-api (its tests may boot core through @atendo/core/testing).',
      severity: 'error',
      from: { path: '^plugins/', pathNot: tests },
      to: { path: '^core/' },
    },
    {
      name: 'plugins-stay-apart',
      comment: 'A plugin does not import another plugin; they meet through extension points and events.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/', pathNot: tests },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@atendo/source', 'import', 'default'],
    },
    combinedDependencies: true,
  },
}
