import { availableParallelism } from 'node:os'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './scripts/longest-first-sequencer.ts'

// Tests run @atendo/sdk from its TypeScript source (its "@atendo/source" export condition), not
// from the build it publishes (sdk/README.md, "Publishing").
const sdkSource = '@atendo/source'

// Server tests spend most of their time waiting on PostgreSQL, Redis and sockets, so two files per
// core keep the machine busy; browser tests each drive a Chromium and a server, one per core.
const cores = availableParallelism()
const workers = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback)

// Tests that hold real time to a bound (a session lease taken over within ttl + one heartbeat, a
// burst drained under a memory bound, another process's start): run alone, after the others, so a
// machine busy with parallel files does not stretch what they measure.
const timeBound = [
  'plugins/channel-whatsapp/src/session/takeover-after-kill.test.ts',
  'plugins/channel-whatsapp/src/session/session-lease.test.ts',
  'plugins/channel-whatsapp/src/inbound/bounded-inbound.test.ts',
  'core/src/kernel/realtime/scale-out-processes.test.ts',
]

export default defineConfig({
  resolve: { conditions: [sdkSource, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sdkSource, ...defaultServerConditions] } },
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Every test app has a database (cloned from a migrated template) and a Redis prefix of its
    // own, so files run in parallel.
    fileParallelism: true,
    maxWorkers: workers('VITEST_MAX_WORKERS', 2 * cores),
    expect: { poll: { timeout: 15000 } },
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // A worker keeps its loaded modules from one file to the next: loading the app's modules
          // again for every file was a third of the server files' time. Every test app has its own
          // database, Redis prefix and kernel, so nothing a file depends on is left in a module.
          isolate: false,
          include: [
            'plugin-api/src/**/*.test.ts',
            'spreadsheet/src/**/*.test.ts',
            'core/src/**/*.test.ts',
            'plugins/*/src/**/*.test.ts',
            'examples/*/src/**/*.test.ts',
            'examples/*.test.ts',
            'sdk/src/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...timeBound],
        },
      },
      {
        extends: true,
        test: { name: 'time-bound', include: timeBound, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['agent-ui/src/**/*.test.{ts,tsx}', 'admin-ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['scripts/ui-test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The browser tests run after the others, so the front ends are built once for all of
          // them (scripts/build-front-ends-for-tests.ts) and their Chromiums do not compete with
          // the server tests for the cores.
          name: 'browser',
          include: ['agent-ui/e2e/**/*.test.ts', 'admin-ui/e2e/**/*.test.ts'],
          globalSetup: ['scripts/build-front-ends-for-tests.ts'],
          maxWorkers: workers('VITEST_MAX_BROWSER_WORKERS', cores),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
