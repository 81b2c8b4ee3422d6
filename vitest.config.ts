import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Tests run @atendo/sdk from its TypeScript source (its "@atendo/source" export condition), not
// from the build it publishes (sdk/README.md, "Publishing").
const sdkSource = '@atendo/source'

export default defineConfig({
  resolve: { conditions: [sdkSource, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sdkSource, ...defaultServerConditions] } },
  test: {
    include: [
      'plugin-api/src/**/*.test.ts',
      'spreadsheet/src/**/*.test.ts',
      'core/src/**/*.test.ts',
      'plugins/*/src/**/*.test.ts',
      'sdk/src/**/*.test.ts',
      'agent-ui/src/**/*.test.{ts,tsx}',
      'agent-ui/e2e/**/*.test.ts',
      'admin-ui/src/**/*.test.{ts,tsx}',
      'admin-ui/e2e/**/*.test.ts',
    ],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    fileParallelism: false,
  },
})
