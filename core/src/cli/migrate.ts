import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'

/** `npm run migrate`: applies pending migrations (building the app runs them) and exits. */
const app = await buildApp({ config: { ...loadConfig(), ROLE: 'worker' } })
await app.stop()
process.stdout.write('migrations are up to date\n')
