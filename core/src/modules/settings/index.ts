/**
 * The settings module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { companySettingDefaults } from './company-setting-defaults.ts'
