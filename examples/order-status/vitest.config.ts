import { defineConfig } from 'vitest/config'

// The plugin's tests boot Atendo on the machine's PostgreSQL (TEST_DATABASE_URL) and take a while.
export default defineConfig({ test: { testTimeout: 60000, hookTimeout: 120000 } })
