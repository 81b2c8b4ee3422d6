import { readFileSync } from 'node:fs'

/** The running Atendo version, from core's package.json. */
export const atendoVersion: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version
