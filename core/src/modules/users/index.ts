/**
 * The users module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { assertWorkHours } from './work-hours.ts'
