/**
 * The settings module's public surface: what other modules may use. The rest of the folder is its own.
 */

export { companyTimeZone, dayIn } from './company-time-zone.ts'
export { CompanySetting } from './entities.ts'
