/**
 * The settings module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { companySettingDefaults } from './company-setting-defaults.ts'
export type { CompanySettingKey } from './company-setting-defaults.ts'
export { downloadLimitBytes, sendableMediaLimitBytes } from './download-limit.ts'
export { CompanySetting, GlobalSetting } from './entities.ts'
export { globalSettingDefaults } from './global-setting-defaults.ts'
export { getCompanySetting } from './company-settings.ts'
export { isEnabled, readTicketOptions } from './company-options.ts'
export { companyTimeZone, dayIn, zoneOrDefault } from './company-time-zone.ts'
export { globalSettingValue } from './global-setting-value.ts'
export { settingRoutes } from './routes.ts'
