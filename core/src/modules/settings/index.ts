/**
 * The settings module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { zoneOrDefault } from './company-time-zone.ts'
