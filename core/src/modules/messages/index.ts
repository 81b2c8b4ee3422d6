/**
 * The messages module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { type NumberMessageOutcome, sendToNumber } from './send-to-number.ts'
