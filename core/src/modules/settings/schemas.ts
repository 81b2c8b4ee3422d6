import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { companySettingDefaults } from './company-setting-defaults.ts'

export const SettingSchema = Type.Object({ key: Type.String(), value: Type.String() })

export const SettingKeyParamsSchema = Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) })

export const SettingBodySchema = Type.Object({ value: Type.String({ maxLength: 2000 }) })

/** Every company option by name, with `companyId`; plugins' options come as extra string properties. */
export const CompanySettingsSchema = Type.Object(
  {
    companyId: Type.Integer(),
    ...Object.fromEntries(Object.keys(companySettingDefaults).map((key) => [key, Type.String()])),
  },
  { additionalProperties: Type.String() },
)

export const CompanyIdParamsSchema = Type.Object({ companyId: idSchema() })

export const CompanySettingOneQuerySchema = Type.Object({
  column: Type.String({ minLength: 1, maxLength: 100 }),
})

/** `PUT /companySettings`: one option (`column`) and its new value (`data`). */
export const CompanySettingBodySchema = Type.Object({
  column: Type.String({ minLength: 1, maxLength: 100 }),
  data: Type.String({ maxLength: 5000 }),
})
