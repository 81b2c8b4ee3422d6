/**
 * `no-module-cycles` over core's product code (`npm run lint:deps` runs it after
 * .dependency-cruiser.cjs). Tests are left out: a module's tests may seed data through the modules
 * built on it (a ticket test opens contacts and sends messages), which is a loop of folders only
 * in the test files, never when the product loads.
 */
const base = require('./.dependency-cruiser.cjs')

// The test files, as the other rules name them.
const tests = base.forbidden.find((rule) => rule.name === 'kernel-knows-no-feature').from.pathNot

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment:
        'Two modules never depend on each other, directly or around a loop; a lower module gets what it needs from a higher one as hooks at composition (docs/architecture.md).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^core/src/modules/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: `node_modules|/dist/|${tests}` } },
}
