import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** Platform-wide settings (userCreation, downloadLimit, whitelabel...), managed by the super admin. */
export const GlobalSetting = defineEntity({
  name: 'GlobalSetting',
  tableName: 'global_settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text().nullable(),
    ...timestampColumns,
  },
})
export type IGlobalSetting = InferEntity<typeof GlobalSetting>

/** One company option (administration.md §3 company option keys). */
export const CompanySetting = defineEntity({
  name: 'CompanySetting',
  tableName: 'company_settings',
  uniques: [{ properties: ['companyId', 'key'] }],
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    key: p.string().length(100),
    value: p.text().nullable(),
    ...timestampColumns,
  },
})
export type ICompanySetting = InferEntity<typeof CompanySetting>
