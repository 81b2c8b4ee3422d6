import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
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
