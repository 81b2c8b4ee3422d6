import type { Em } from '@atendo/plugin-api'
import { Type } from 'typebox'

/** A custom message variable of the settings: `{key}` in a message is replaced by `value`. */
export interface CustomVariable {
  key: string
  value: string
}

/** The campaign settings of a company (administration.md §3 Campaign settings). */
export interface CampaignSettings {
  messageInterval: number
  longerIntervalAfter: number
  greaterInterval: number
  variables: CustomVariable[]
  sabado: boolean
  domingo: boolean
  startHour: string
  endHour: string
}

/** administration.md §9: the defaults a company that never saved its settings has. */
export const defaultCampaignSettings: CampaignSettings = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
  variables: [],
  sabado: false,
  domingo: false,
  startHour: '09:00',
  endHour: '18:00',
}

/** The option lists of administration.md §9 (seconds, messages, seconds). */
export const settingOptions = {
  messageInterval: [0, 5, 10, 15, 20, 30, 60, 70, 80, 100, 120],
  longerIntervalAfter: [0, 5, 10, 15, 20, 30, 40, 50, 60],
  greaterInterval: [0, ...Array.from({ length: 17 }, (_, index) => 20 + index * 10)],
} as const

const hour = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })
const choice = (values: readonly number[]) => Type.Union(values.map((value) => Type.Literal(value)))

export const CampaignSettingsSchema = Type.Object({
  messageInterval: Type.Optional(choice(settingOptions.messageInterval)),
  longerIntervalAfter: Type.Optional(choice(settingOptions.longerIntervalAfter)),
  greaterInterval: Type.Optional(choice(settingOptions.greaterInterval)),
  variables: Type.Optional(
    Type.Array(
      Type.Object({
        key: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_]+$' }),
        value: Type.String({ maxLength: 1000 }),
      }),
      { maxItems: 50 },
    ),
  ),
  sabado: Type.Optional(Type.Boolean()),
  domingo: Type.Optional(Type.Boolean()),
  startHour: Type.Optional(hour),
  endHour: Type.Optional(hour),
})

export const settingKeys = Object.keys(defaultCampaignSettings) as (keyof CampaignSettings)[]

/** The company's settings, each missing key at its default. Values are stored as JSON text. */
export async function readCampaignSettings(em: Em, companyId: number): Promise<CampaignSettings> {
  const rows = await em.execute<{ key: string; value: string }[]>(
    'select key, value from campaigns_settings where company_id = ?',
    [companyId],
  )
  const settings: Record<string, unknown> = { ...defaultCampaignSettings }
  for (const row of rows) {
    if (!(settingKeys as string[]).includes(row.key)) continue
    try {
      settings[row.key] = JSON.parse(row.value)
    } catch {
      // A value that is not JSON (written by hand) keeps the default.
    }
  }
  return settings as unknown as CampaignSettings
}
