import { type Config, ConfigError, loadConfig } from '../config.ts'

/** EX_CONFIG of sysexits.h: the configuration is wrong, retrying will not help. */
const CONFIG_EXIT_CODE = 78

/**
 * The configuration from the environment, for the commands (`npm start`, `npm run migrate`). A bad
 * one prints its problems, one line per variable and never a stack trace, and exits.
 */
export function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(CONFIG_EXIT_CODE)
  }
}
