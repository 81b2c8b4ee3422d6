import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['core/src/**/*.test.ts', 'plugins/*/src/**/*.test.ts', 'sdk/src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    fileParallelism: false,
  },
})
