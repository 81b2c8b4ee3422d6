import { buildApp } from '../app.ts'
import { configOrExit } from './config-or-exit.ts'

/** `npm run migrate`: applies pending migrations (building the app runs them) and exits. */
const app = await buildApp({ config: { ...configOrExit(), ROLE: 'worker' } })
await app.stop()
process.stdout.write('migrations are up to date\n')
